/// A typed value carried by a step for plugins (audio, analytics labels, ...): PolarisGuideKit's
/// attachments. Conform any `Sendable` type.
public protocol StepAttachment: Sendable {}
