import TouchTapeCore

extension ScenePicture {
    /// Each view's outline on the screen, as the picture draws it (the four corners of its
    /// bounds: top-left, top-right, bottom-right, bottom-left), by view index; nil where a
    /// transform makes them meaningless. The studio outlines views with these, over the picture.
    package static func screenOutlines(of scene: Scene) -> [[Point]?] {
        Layout(scene: scene).corners
    }
}
