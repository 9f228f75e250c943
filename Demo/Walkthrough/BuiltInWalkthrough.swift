import Lodestar

/// The walkthrough `lodestar-demo walkthrough` plays without a file: Demo/Examples/walkthrough.json, word for
/// word (a test keeps the two equal), so the demo works wherever it is installed.
enum BuiltInWalkthrough {
  /// The document's JSON text.
  static let json = """
    {
      "$schema": "./walkthrough.schema.json",
      "version": 1,
      "id": "lodestar-welcome",
      "options": {
        "size": {"width": 390, "height": 844},
        "controls": ["close", "previous", "next", "pageControl"],
        "nextLabel": "Next",
        "previousLabel": "Back",
        "closeLabel": "Skip",
        "paging": {"type": "spring", "response": 0.5, "dampingFraction": 0.825}
      },
      "pages": [
        {
          "id": "welcome",
          "title": "Welcome",
          "background": "#EAF2FF",
          "animation": {
            "type": "linear",
            "speed": {"x": 0, "y": 1},
            "speedVariance": {"x": 0, "y": 2},
            "alpha": true
          },
          "staticTags": [9],
          "elements": [
            {
              "id": "welcome.logo",
              "tag": 9,
              "frame": {"x": 24, "y": 20, "width": 120, "height": 36},
              "text": "Lodestar",
              "fontSize": 15,
              "textColor": "#1B2A4A",
              "alignment": "leading"
            },
            {
              "id": "welcome.title",
              "tag": 1,
              "frame": {"x": 32, "y": 120, "width": 326, "height": 80},
              "text": "Welcome to Lodestar",
              "fontSize": 28,
              "textColor": "#1B2A4A",
              "alignment": "center",
              "heading": true
            },
            {
              "id": "welcome.picture",
              "tag": 2,
              "frame": {"x": 95, "y": 240, "width": 200, "height": 200},
              "fill": "#2F6FEB",
              "cornerRadius": 24,
              "accessibilityLabel": "A blue card with the number one",
              "children": [
                {
                  "id": "welcome.picture.icon",
                  "frame": {"x": 60, "y": 60, "width": 80, "height": 80},
                  "fill": "#FFFFFF",
                  "cornerRadius": 40,
                  "text": "1",
                  "fontSize": 28,
                  "textColor": "#2F6FEB",
                  "alignment": "center"
                }
              ]
            },
            {
              "id": "welcome.body",
              "tag": 3,
              "frame": {"x": 40, "y": 480, "width": 310, "height": 120},
              "text": "Tours and coach marks for any app, drawn by any renderer.",
              "fontSize": 17,
              "textColor": "#33415C",
              "alignment": "center"
            }
          ]
        },
        {
          "id": "coach-marks",
          "title": "Coach marks",
          "background": "#FFF4E5",
          "animation": {
            "type": "curve",
            "speed": {"x": 0.5, "y": 0},
            "speedVariance": {"x": 0.25, "y": 0}
          },
          "staticTags": [9],
          "elements": [
            {
              "id": "coach-marks.logo",
              "tag": 9,
              "frame": {"x": 24, "y": 20, "width": 120, "height": 36},
              "text": "Lodestar",
              "fontSize": 15,
              "textColor": "#1B2A4A",
              "alignment": "leading"
            },
            {
              "id": "coach-marks.title",
              "tag": 1,
              "frame": {"x": 32, "y": 120, "width": 326, "height": 80},
              "text": "Point at what matters",
              "fontSize": 28,
              "textColor": "#1B2A4A",
              "alignment": "center",
              "heading": true
            },
            {
              "id": "coach-marks.picture",
              "tag": 2,
              "frame": {"x": 95, "y": 240, "width": 200, "height": 200},
              "fill": "#B3561A",
              "cornerRadius": 24,
              "accessibilityLabel": "An orange card with the number two",
              "children": [
                {
                  "id": "coach-marks.picture.icon",
                  "frame": {"x": 60, "y": 60, "width": 80, "height": 80},
                  "fill": "#FFFFFF",
                  "cornerRadius": 40,
                  "text": "2",
                  "fontSize": 28,
                  "textColor": "#B3561A",
                  "alignment": "center"
                }
              ]
            },
            {
              "id": "coach-marks.body",
              "tag": 3,
              "frame": {"x": 40, "y": 480, "width": 310, "height": 120},
              "text": "A dimmed overlay, a cut-out around one control and a short hint.",
              "fontSize": 17,
              "textColor": "#33415C",
              "alignment": "center"
            }
          ]
        },
        {
          "id": "parallax",
          "title": "Parallax",
          "background": "#EAFBF1",
          "animation": {"type": "zoom", "alpha": true},
          "staticTags": [9],
          "elements": [
            {
              "id": "parallax.logo",
              "tag": 9,
              "frame": {"x": 24, "y": 20, "width": 120, "height": 36},
              "text": "Lodestar",
              "fontSize": 15,
              "textColor": "#1B2A4A",
              "alignment": "leading"
            },
            {
              "id": "parallax.title",
              "tag": 1,
              "frame": {"x": 32, "y": 120, "width": 326, "height": 80},
              "text": "Pages that move",
              "fontSize": 28,
              "textColor": "#1B2A4A",
              "alignment": "center",
              "heading": true
            },
            {
              "id": "parallax.picture",
              "tag": 2,
              "frame": {"x": 95, "y": 240, "width": 200, "height": 200},
              "fill": "#1B7A44",
              "cornerRadius": 24,
              "accessibilityLabel": "A green card with the number three",
              "children": [
                {
                  "id": "parallax.picture.icon",
                  "frame": {"x": 60, "y": 60, "width": 80, "height": 80},
                  "fill": "#FFFFFF",
                  "cornerRadius": 40,
                  "text": "3",
                  "fontSize": 28,
                  "textColor": "#1B7A44",
                  "alignment": "center"
                }
              ]
            },
            {
              "id": "parallax.body",
              "tag": 3,
              "frame": {"x": 40, "y": 480, "width": 310, "height": 120},
              "text": "Each page's views slide, curve, zoom or fade as you swipe.",
              "fontSize": 17,
              "textColor": "#33415C",
              "alignment": "center"
            }
          ]
        },
        {
          "id": "ready",
          "title": "Ready",
          "background": "#F4ECFF",
          "animation": {
            "type": "inOut",
            "speed": {"x": 0, "y": 0.5},
            "speedVariance": {"x": 0, "y": 0.5}
          },
          "staticTags": "9",
          "elements": [
            {
              "id": "ready.logo",
              "tag": 9,
              "frame": {"x": 24, "y": 20, "width": 120, "height": 36},
              "text": "Lodestar",
              "fontSize": 15,
              "textColor": "#1B2A4A",
              "alignment": "leading"
            },
            {
              "id": "ready.title",
              "tag": 1,
              "frame": {"x": 32, "y": 120, "width": 326, "height": 80},
              "text": "You are ready",
              "fontSize": 28,
              "textColor": "#1B2A4A",
              "alignment": "center",
              "heading": true
            },
            {
              "id": "ready.picture",
              "tag": 2,
              "frame": {"x": 95, "y": 240, "width": 200, "height": 200},
              "fill": "#7C4DDB",
              "cornerRadius": 24,
              "accessibilityLabel": "A purple card with the number four",
              "children": [
                {
                  "id": "ready.picture.icon",
                  "frame": {"x": 60, "y": 60, "width": 80, "height": 80},
                  "fill": "#FFFFFF",
                  "cornerRadius": 40,
                  "text": "4",
                  "fontSize": 28,
                  "textColor": "#7C4DDB",
                  "alignment": "center"
                }
              ]
            },
            {
              "id": "ready.body",
              "tag": 3,
              "frame": {"x": 40, "y": 480, "width": 310, "height": 120},
              "text": "Swipe back to look again, or tap Skip to start.",
              "fontSize": 17,
              "textColor": "#33415C",
              "alignment": "center"
            }
          ]
        }
      ]
    }
    """

  /// The decoded document (the text is a valid document; a failure would be a bug in the demo, shown as an
  /// empty one-page walkthrough rather than a crash).
  static let document: WalkthroughDocument =
    (try? WalkthroughDocument(jsonString: json))
    ?? WalkthroughDocument(id: "empty", pages: [WalkthroughDocument.Page(id: "empty", title: "Empty")])
}
