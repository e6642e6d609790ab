/// The studio's one page: markup, style and script in one document. Nothing is fetched from
/// elsewhere and nothing is built: the script is plain browser JavaScript, the scene's
/// picture is the SVG the CLI's `render` draws, inlined by the API.
enum StudioPage {
    static let html = head + StudioPageStyle.css + body + StudioPageScript.js + tail

    private static let head = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>touchtape studio</title>
        <style>
        """#

    private static let body = #"""
        </style>
        </head>
        <body>
        <header>
          <h1>touchtape <span>studio</span></h1>
          <label>Scene <select id="scene-select" aria-label="Scene and version"></select></label>
          <nav>
            <button type="button" id="tab-inspect" class="tab selected">Inspect &amp; record</button>
            <button type="button" id="tab-runs" class="tab">Runs</button>
          </nav>
        </header>
        <main id="inspect-pane">
          <section id="canvas">
            <div id="toolbar">
              <button type="button" id="record" title="Record pointer and touch events on the scene as a session">● Record</button>
              <button type="button" id="stop" disabled title="Stop recording">■ Stop</button>
              <input id="session-name" placeholder="session name" aria-label="Session name" autocomplete="off" spellcheck="false">
              <label class="check"><input type="checkbox" id="replace"> replace</label>
              <button type="button" id="save" disabled title="Validate and store the session with its baseline run">Save</button>
              <span id="status" role="status"></span>
            </div>
            <div id="scene" aria-label="The scene"></div>
            <p id="hint">Point at the scene to see where a touch goes. Click to pin the point (the address bar then holds it); click again to follow the pointer.</p>
          </section>
          <aside id="inspector">
            <section class="group">
              <h2>Hit test <span data-field="point" class="muted"></span> <a id="link" href="#" class="muted" title="A link to this point">link</a></h2>
              <dl class="props">
                <dt>Window</dt><dd data-field="window">—</dd>
                <dt>View</dt><dd data-field="view">—</dd>
                <dt>Recognizers</dt><dd data-field="recognizers">—</dd>
                <dt>Tap fires</dt><dd data-field="actions">—</dd>
                <dt>Tap calls</dt><dd data-field="calls">—</dd>
              </dl>
            </section>
            <section class="group">
              <h2>Responder chain</h2>
              <ol data-field="chain" class="chain"></ol>
            </section>
            <section class="group">
              <h2>Refused on the way</h2>
              <ul data-field="reason" class="reasons"></ul>
              <details><summary>Hit-test trace</summary><ol data-field="trace" class="trace"></ol></details>
            </section>
            <section class="group" id="selection">
              <h2>Selected <span data-field="selected" class="muted">— click a view in the chain or the tree</span></h2>
              <dl class="props" data-field="details"></dl>
            </section>
            <section class="group">
              <h2>View hierarchy</h2>
              <ul data-field="tree" class="tree"></ul>
            </section>
            <section class="group" id="recording">
              <h2>Recording <span data-field="recorded" class="muted"></span></h2>
              <ol id="outcomes" class="outcomes"></ol>
            </section>
          </aside>
        </main>
        <main id="runs-pane" hidden>
          <aside id="runs-list"><h2>Run history</h2><ol id="runs"></ol></aside>
          <section id="report-pane"><iframe id="report" title="Run report" sandbox="allow-same-origin"></iframe></section>
        </main>
        <script>
        """#

    private static let tail = #"""
        </script>
        </body>
        </html>

        """#
}
