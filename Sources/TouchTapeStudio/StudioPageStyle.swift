/// The studio page's style: light, dense, in the manner of Xcode's inspectors.
enum StudioPageStyle {
    static let css = #"""
        :root { --accent: #0a66d8; --hit: #e8590c; --pick: #7b2cbf; --line: #d9dce1; --muted: #6b7280; --bg: #f6f7f9; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 -apple-system, "SF Pro Text", "Segoe UI", "DejaVu Sans", Arial, sans-serif; color: #1f2328; background: var(--bg); }
        header { display: flex; align-items: center; gap: 18px; padding: 8px 16px; background: #1f2430; color: #fff; }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; letter-spacing: .2px; }
        header h1 span { font-weight: 400; opacity: .7; }
        header select { font: inherit; padding: 3px 6px; border-radius: 5px; border: 0; min-width: 260px; }
        header label { display: flex; gap: 8px; align-items: center; }
        nav { margin-left: auto; display: flex; gap: 4px; }
        .tab { font: inherit; color: #cfd5df; background: transparent; border: 1px solid transparent; border-radius: 5px; padding: 4px 10px; cursor: pointer; }
        .tab.selected { color: #fff; background: #3a4256; }
        main { display: flex; align-items: flex-start; gap: 0; height: calc(100vh - 44px); }
        main[hidden] { display: none; }
        #canvas { flex: 1; height: 100%; overflow: auto; padding: 12px 16px; }
        #toolbar { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 10px; }
        #toolbar button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid var(--line); background: #fff; cursor: pointer; }
        #toolbar button:disabled { opacity: .45; cursor: default; }
        #record { color: #c92a2a; }
        body.recording #record { background: #c92a2a; color: #fff; border-color: #c92a2a; }
        #session-name { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; width: 200px; }
        .check { display: flex; gap: 4px; align-items: center; color: var(--muted); }
        #status { color: var(--muted); }
        #status.error { color: #c92a2a; font-weight: 600; }
        #status.ok { color: #2b8a3e; font-weight: 600; }
        #scene { display: inline-block; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.06); touch-action: none; user-select: none; }
        #scene svg { display: block; cursor: crosshair; }
        body.recording #scene { outline: 3px solid #c92a2a; }
        #hint { color: var(--muted); max-width: 560px; }
        #inspector { width: 400px; height: 100%; overflow: auto; background: #fff; border-left: 1px solid var(--line); }
        .group { padding: 10px 14px; border-bottom: 1px solid var(--line); }
        .group h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .6px; color: var(--muted); margin: 0 0 6px; font-weight: 600; }
        .group h2 .muted { text-transform: none; letter-spacing: 0; font-weight: 400; }
        .muted { color: var(--muted); }
        a.muted { margin-left: 6px; }
        .props { display: grid; grid-template-columns: 96px 1fr; gap: 3px 10px; margin: 0; }
        .props dt { color: var(--muted); }
        .props dd { margin: 0; overflow-wrap: anywhere; }
        code, .id { font-family: "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .id { font-weight: 600; }
        .cls { color: var(--muted); margin-left: 4px; }
        ol, ul { margin: 0; padding-left: 20px; }
        .chain li, .tree li span.node { cursor: pointer; }
        .chain li:hover, .tree span.node:hover { color: var(--accent); }
        .chain li.handler::after { content: " ← takes the tap"; color: var(--hit); font-size: 11px; }
        .reasons li { margin: 1px 0; }
        .reason { display: inline-block; min-width: 64px; padding: 0 6px; margin-right: 6px; border-radius: 9px; background: #fff0e6; color: #b34700; font-size: 11px; text-align: center; }
        .trace { font-family: "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 11px; padding-left: 24px; }
        .tree { padding-left: 0; list-style: none; }
        .tree ul { list-style: none; padding-left: 14px; border-left: 1px dotted var(--line); margin-left: 4px; }
        .tree .node.hit .id { color: var(--hit); }
        .tree .node.picked { background: #f1e8fb; border-radius: 4px; }
        .tree .node.off { opacity: .55; }
        .action { display: inline-block; background: #e7f5ff; color: #0b5cad; border-radius: 9px; padding: 0 7px; margin: 1px 4px 1px 0; font-size: 12px; }
        .action.call { background: #ebfbee; color: #2b8a3e; }
        .outcomes { font-size: 12px; max-height: 240px; overflow: auto; padding-left: 28px; }
        .outcomes li.dropped { color: #c92a2a; }
        #runs-pane { background: #fff; }
        #runs-list { width: 380px; height: 100%; overflow: auto; border-right: 1px solid var(--line); padding: 10px 14px; }
        #runs-list h2 { font-size: 11px; text-transform: uppercase; color: var(--muted); letter-spacing: .6px; }
        #runs { padding-left: 0; list-style: none; }
        #runs li { padding: 6px 8px; border-radius: 6px; cursor: pointer; border-bottom: 1px solid #f0f1f3; }
        #runs li:hover, #runs li.selected { background: #eef4fd; }
        #runs .changed { color: #c92a2a; font-weight: 600; }
        #report-pane { flex: 1; height: 100%; }
        #report { width: 100%; height: 100%; border: 0; }

        """#
}
