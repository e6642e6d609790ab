#if canImport(UIKit)
// The product's whole API: the core's and the I/O layer's, plus the UIKit adapter beside
// this file. On Linux every file of this target compiles to nothing.
@_exported import TouchTapeCaptureCore
@_exported import TouchTapeCaptureIO
#endif
