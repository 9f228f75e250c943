import Lodestar

/// A tour as the demo plays it: coach marks with a title and, for steps the app completes, the event that
/// completes them; or a tour document, whose steps, completers and options come from ViewModel's mapping.
package struct DemoTour: Sendable {
  /// One step: its title and where its coach mark comes from.
  package struct Step: Sendable {
    /// Where a step's coach mark comes from.
    private enum Source: Sendable {
      /// A coach mark of the built-in tour (boxed: a coach mark is large, and most steps are a document's).
      indirect case mark(CoachMark)
      /// Step `index` of a document's steps (the document's list, shared, not copied), mapped when asked.
      case document(steps: [TourDocument.Step], index: Int)
    }

    /// The step's title, shown in frame headers.
    package var title: String
    private var source: Source
    /// An app event that completes the step (the demo sends it when the step is advanced).
    package var completionEvent: String?

    /// The coach mark the step shows. A document's step is mapped when asked (``CoachMark/init(_:)``): the
    /// player's controller maps the document itself, so the tour does not make and hold a second coach mark
    /// per step.
    package var mark: CoachMark {
      switch source {
      case .mark(let mark): mark
      case .document(let steps, let index): CoachMark(steps[index])
      }
    }

    /// The step with every string of its coach mark (title, hint, next label) changed by `change`.
    func changingStrings(_ change: (String) -> String) -> Step {
      var step = self
      var mark = self.mark
      mark.title = mark.title.map(change)
      mark.hint = change(mark.hint)
      mark.nextText = mark.nextText.map(change)
      step.title = change(title)
      step.source = .mark(mark)
      return step
    }

    /// A step of the built-in tour.
    package init(title: String, mark: CoachMark, completionEvent: String? = nil) {
      self.title = title
      source = .mark(mark)
      self.completionEvent = completionEvent
    }

    /// Step `index` of a document's `steps`, titled by its title (or id).
    package init(_ steps: [TourDocument.Step], index: Int) {
      title = steps[index].title ?? steps[index].id
      source = .document(steps: steps, index: index)
    }
  }

  /// The tour's id.
  package var id: String
  /// The steps, in order (a document's are made when read: see ``Steps``).
  package var steps: Steps
  /// The skip control's title, or `nil` for no skip control.
  package var skipTitle: String? = "Skip"
  /// The document the tour was read from, if any: the controller's steps and the presenter's options are
  /// made from it.
  package var document: TourDocument?
}

extension DemoTour {
  /// The built-in five-step tour over the sample profile screen (`SceneGraph.sampleProfileScreen`): the default cut-out, a circle, a
  /// multi-target highlight, steps placed left and right with the anchored engine, a step completed by an app
  /// event, the skip control and progress.
  package static let builtIn = DemoTour(
    id: "lodestar.builtin-profile-tour",
    steps: [
      Step(
        title: "Your name",
        mark: CoachMark(
          target: "profile.name", title: "Your name", hint: "This is how people see you. Tap to change it.")),
      Step(
        title: "Your photo",
        mark: CoachMark(
          target: "profile.avatar", title: "Your photo", hint: "A circle highlights your avatar.",
          highlight: CoachMarkHighlight(focusStyle: CircleFocusStyle(radius: .scaledToTarget(factor: 1.2))))),
      Step(
        title: "Your numbers",
        mark: CoachMark(
          target: "stats.posts", title: "Your numbers",
          hint: "Posts, followers and following: three targets, one highlight.",
          highlight: CoachMarkHighlight(
            additionalTargets: ["stats.followers", "stats.following"], anchor: .primary(1),
            focusStyle: RoundedRectFocusStyle(
              insets: DirectionalEdgeInsets(top: -4, leading: -4, bottom: -4, trailing: -4))))),
      Step(
        title: "Go back",
        mark: CoachMark(
          target: "nav.back", title: "Go back", hint: "Placed to the right by the anchored engine.",
          layout: CoachMarkLayoutOptions(placement: .anchored(Placement(side: .right)), maxWidth: 220))),
      Step(
        title: "Edit your profile",
        mark: CoachMark(
          target: "nav.edit", title: "Edit your profile",
          hint: "Placed to the left. Opening the editor completes this step.", nextText: "Done",
          layout: CoachMarkLayoutOptions(placement: .anchored(Placement(side: .left, alignment: .start)), maxWidth: 220)
        ),
        completionEvent: "profile.edit.opened"),
    ])
}

extension DemoTour {
  /// The tour with every string it shows (titles, hints, next labels, the skip label) changed by `change`, as a
  /// pseudo-language changes an app's strings: a document's own strings, so its controller shows them.
  package func changingStrings(_ change: (String) -> String) -> DemoTour {
    if var document {
      for index in document.steps.indices {
        document.steps[index].title = document.steps[index].title.map(change)
        document.steps[index].hint = change(document.steps[index].hint)
        document.steps[index].nextText = document.steps[index].nextText.map(change)
      }
      document.options.skipLabel = document.options.skipLabel.map(change)
      return DemoTour(document: document)
    }
    var tour = self
    tour.steps = Steps(steps.map { $0.changingStrings(change) })
    tour.skipTitle = skipTitle.map(change)
    return tour
  }
}
