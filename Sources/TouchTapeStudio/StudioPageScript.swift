/// The studio page's script: the inspector (hit-testing under the pointer through the API),
/// the recorder (pointer events to a session's touch events) and the runs.
enum StudioPageScript {
    static let js = #"""
        'use strict';
        (function () {
          var $ = function (s) { return document.querySelector(s); };
          var field = function (name) { return document.querySelector('#inspector [data-field="' + name + '"]'); };
          var SVGNS = 'http://www.w3.org/2000/svg';
          var state = {
            scene: null,        // {scene, version, responders, byId}
            pinned: null,       // {x, y} when a point is pinned
            hit: null,          // the last hit-test answer
            selected: null,     // a responder id
            inFlight: false, queued: null,
            recording: false, session: null, fingers: {}, nextT0: null,
            dispatching: false, dispatchAgain: false
          };

          function text(el, t) { el.textContent = t; return el; }
          function make(tag, cls, t) { var e = document.createElement(tag); if (cls) e.className = cls; if (t != null) e.textContent = t; return e; }
          function round(v, digits) { var f = Math.pow(10, digits); return Math.round(v * f) / f; }
          function api(path, options) {
            return fetch(path, options).then(function (r) {
              return r.text().then(function (body) {
                var json = null;
                try { json = body ? JSON.parse(body) : null; } catch (e) { json = null; }
                return { status: r.status, ok: r.ok, json: json, text: body };
              });
            });
          }
          function describe(id) {
            var r = state.scene && state.scene.byId[id];
            var span = make('span');
            span.appendChild(make('span', 'id', id));
            if (r) span.appendChild(make('span', 'cls', r['class']));
            return span;
          }
          function setStatus(message, kind) {
            var s = $('#status');
            s.textContent = message;
            s.className = kind || '';
          }

          // ---- Scenes ----------------------------------------------------------------------
          function loadSceneList(initial) {
            return api('/api/scenes').then(function (r) {
              var select = $('#scene-select');
              select.textContent = '';
              var scenes = (r.json && r.json.scenes) || [];
              scenes.forEach(function (s) {
                var group = make('optgroup');
                group.label = s.name;
                s.versions.slice().reverse().forEach(function (v) {
                  var o = make('option', null, s.name + '@' + v.version + (v.current ? '  (current)' : '') + ' · ' + v.views + ' views');
                  o.value = s.name + '@' + v.version;
                  group.appendChild(o);
                });
                select.appendChild(group);
              });
              if (!scenes.length) { setStatus('The store has no scene yet: import one with touchtape import SCENE.json', 'error'); return; }
              var wanted = initial;
              if (wanted && wanted.indexOf('@') < 0) {
                var found = scenes.filter(function (s) { return s.name === wanted; })[0];
                if (found) wanted = found.name + '@' + found.current;
              }
              if (!wanted || !Array.prototype.some.call(select.options, function (o) { return o.value === wanted; })) {
                if (wanted) setStatus('No scene ' + wanted + ' in the store', 'error');
                wanted = scenes[0].name + '@' + scenes[0].current;
              }
              select.value = wanted;
              return openScene(wanted);
            });
          }

          function openScene(reference) {
            var at = reference.lastIndexOf('@');
            var name = reference.slice(0, at), version = reference.slice(at + 1);
            return api('/api/scenes/' + encodeURIComponent(name) + '/versions/' + encodeURIComponent(version)).then(function (r) {
              if (!r.ok) { setStatus((r.json && r.json.error) || ('cannot open ' + reference), 'error'); return; }
              var scene = r.json;
              scene.byId = {};
              scene.responders.forEach(function (x) { scene.byId[x.id] = x; });
              state.scene = scene;
              state.hit = null;
              state.selected = null;
              var holder = $('#scene');
              holder.innerHTML = scene.svg;
              var svg = holder.querySelector('svg');
              var availableW = Math.max(320, $('#canvas').clientWidth - 48);
              var availableH = Math.max(320, window.innerHeight - 150);
              var scale = Math.max(0.5, Math.min(2, availableW / scene.width, availableH / scene.height));
              svg.setAttribute('width', String(round(scene.width * scale, 1)));
              svg.setAttribute('height', String(round(scene.height * scale, 1)));
              var overlay = document.createElementNS(SVGNS, 'g');
              overlay.setAttribute('id', 'overlay');
              overlay.setAttribute('pointer-events', 'none');
              svg.appendChild(overlay);
              attachPointer(svg);
              buildTree();
              renderHit(null);
              renderSelection();
              if (state.pinned) hitTest(state.pinned.x, state.pinned.y);
              updateAddress();
            });
          }

          // ---- Inspector -------------------------------------------------------------------
          function toPoint(svg, event) {
            var ctm = svg.getScreenCTM();
            if (!ctm) return null;
            var p = svg.createSVGPoint();
            p.x = event.clientX; p.y = event.clientY;
            var q = p.matrixTransform(ctm.inverse());
            return { x: round(q.x, 2), y: round(q.y, 2) };
          }

          function hitTest(x, y) {
            if (!state.scene) return;
            if (state.inFlight) { state.queued = { x: x, y: y }; return; }
            state.inFlight = true;
            var ref = state.scene.scene + '@' + state.scene.version;
            api('/api/hit-test?tap=true&scene=' + encodeURIComponent(ref) + '&x=' + x + '&y=' + y).then(function (r) {
              state.inFlight = false;
              if (r.ok && r.json && state.scene && r.json.scene === state.scene.scene && r.json.version === state.scene.version) renderHit(r.json);
              if (state.queued) { var q = state.queued; state.queued = null; hitTest(q.x, q.y); }
            }, function () { state.inFlight = false; });
          }

          function outline(id, cls) {
            var overlay = document.getElementById('overlay');
            if (!overlay) return;
            Array.prototype.forEach.call(overlay.querySelectorAll('.' + cls), function (e) { e.remove(); });
            var r = id && state.scene.byId[id];
            if (!r || !r.outline) return;
            var poly = document.createElementNS(SVGNS, 'polygon');
            poly.setAttribute('points', r.outline.map(function (p) { return p[0] + ',' + p[1]; }).join(' '));
            poly.setAttribute('class', cls);
            poly.setAttribute('fill', cls === 'hit-outline' ? 'rgba(232,89,12,0.12)' : 'rgba(123,44,191,0.10)');
            poly.setAttribute('stroke', cls === 'hit-outline' ? '#e8590c' : '#7b2cbf');
            poly.setAttribute('stroke-width', '2.5');
            if (cls !== 'hit-outline') poly.setAttribute('stroke-dasharray', '6 3');
            poly.setAttribute('vector-effect', 'non-scaling-stroke');
            overlay.insertBefore(poly, overlay.firstChild);
          }

          function marker(x, y) {
            var overlay = document.getElementById('overlay');
            if (!overlay) return;
            var old = overlay.querySelector('.point-marker');
            if (old) old.remove();
            if (x == null) return;
            var c = document.createElementNS(SVGNS, 'circle');
            c.setAttribute('class', 'point-marker');
            c.setAttribute('cx', x); c.setAttribute('cy', y); c.setAttribute('r', '4');
            c.setAttribute('fill', state.pinned ? '#e8590c' : 'none');
            c.setAttribute('stroke', '#e8590c'); c.setAttribute('stroke-width', '1.5');
            overlay.appendChild(c);
          }

          function renderHit(hit) {
            state.hit = hit;
            var chain = field('chain'), reasons = field('reason'), trace = field('trace'), actions = field('actions'), calls = field('calls');
            chain.textContent = ''; reasons.textContent = ''; trace.textContent = ''; actions.textContent = '—'; calls.textContent = '—';
            if (!hit) {
              text(field('point'), ''); text(field('window'), '—'); text(field('view'), '—'); text(field('recognizers'), '—');
              outline(null, 'hit-outline'); marker(null);
              return;
            }
            text(field('point'), '(' + hit.point[0] + ', ' + hit.point[1] + ')' + (state.pinned ? ' · pinned' : ''));
            var w = field('window'); w.textContent = ''; w.appendChild(hit.window ? describe(hit.window) : text(make('span', 'muted'), 'none: no window took the touch'));
            var v = field('view'); v.textContent = ''; v.appendChild(hit.view ? describe(hit.view) : text(make('span', 'muted'), 'none (noHitView)'));
            // G1: the recognizers a touch here reaches, in the order they see it.
            var recognizers = field('recognizers');
            recognizers.textContent = hit.recognizers && hit.recognizers.length ? hit.recognizers.join(', ') : '—';
            var handler = hit.tap && hit.tap.handledBy;
            hit.chain.forEach(function (id) {
              var li = make('li');
              li.dataset.id = id;
              li.appendChild(describe(id));
              if (id === handler) li.className = 'handler';
              li.addEventListener('click', function () { select(id); });
              chain.appendChild(li);
            });
            if (hit.tap) {
              // Recognizer actions (G4) with the time of their step: a single tap that waits for a
              // double tap's failure fires at the deadline, after the lift (G5).
              var sent = (hit.tap.gestures || []).filter(function (g) { return g.action !== null; });
              if (hit.tap.controlEvents.length || sent.length) {
                actions.textContent = '';
                hit.tap.controlEvents.forEach(function (c) {
                  actions.appendChild(make('span', 'action', c.event + ' → ' + c.action));
                  actions.appendChild(document.createTextNode(' '));
                });
                sent.forEach(function (g) {
                  actions.appendChild(make('span', 'action gesture', g.gesture + ' ' + g.state + ' → ' + (g.target ? g.target + '.' : '') + g.action + ' at ' + round(g.t, 3) + ' s'));
                  actions.appendChild(document.createTextNode(' '));
                });
                if (hit.tap.cancelled) actions.appendChild(make('span', 'muted', '(the view gets touchesCancelled)'));
              } else {
                actions.textContent = hit.tap.handledBy ? 'no control action (touches handled by ' + hit.tap.handledBy + ')' : 'nothing: the tap is discarded';
              }
              // What UIKit's own classes do (docs/rules.md, the S rules' Terms): delegate messages,
              // item actions and state changes, in UIKit's order, with the time of their step.
              if ((hit.tap.calls || []).length) {
                calls.textContent = '';
                hit.tap.calls.forEach(function (c) {
                  calls.appendChild(make('span', 'action call', callText(c) + ' at ' + round(c.t, 3) + ' s'));
                  calls.appendChild(document.createTextNode(' '));
                });
              }
            }
            var refused = hit.trace.filter(function (e) { return e.call === 'hitTest' && e.result === null && e.reason; });
            if (!refused.length) reasons.appendChild(make('li', 'muted', 'none'));
            refused.forEach(function (e) {
              var li = make('li');
              li.appendChild(make('span', 'reason', e.reason));
              li.appendChild(describe(e.view));
              li.dataset.id = e.view;
              li.style.cursor = 'pointer';
              li.addEventListener('click', function () { select(e.view); });
              reasons.appendChild(li);
            });
            hit.trace.forEach(function (e) {
              var result = e.call === 'pointInside' ? String(e.result) : (e.result === null ? 'nil' : e.result);
              var p = e.point ? '(' + round(e.point[0], 2) + ', ' + round(e.point[1], 2) + ')' : '(—)';
              trace.appendChild(make('li', null, e.call + ' ' + e.view + ' ' + p + ' → ' + result + (e.reason ? '  [' + e.reason + ']' : '')));
            });
            outline(hit.view, 'hit-outline');
            marker(hit.point[0], hit.point[1]);
            Array.prototype.forEach.call(document.querySelectorAll('.tree .node'), function (n) {
              n.classList.toggle('hit', n.dataset.id === hit.view);
            });
            updateAddress();
          }

          function select(id) {
            state.selected = id;
            renderSelection();
          }

          function renderSelection() {
            var id = state.selected, details = field('details');
            details.textContent = '';
            Array.prototype.forEach.call(document.querySelectorAll('.tree .node'), function (n) {
              n.classList.toggle('picked', n.dataset.id === id);
            });
            var r = id && state.scene && state.scene.byId[id];
            if (!r) { text(field('selected'), '— click a view in the chain or the tree'); outline(null, 'pick-outline'); return; }
            field('selected').textContent = '';
            field('selected').appendChild(describe(id));
            function row(name, value) {
              details.appendChild(make('dt', null, name));
              var dd = make('dd');
              if (value instanceof Node) dd.appendChild(value); else dd.textContent = value;
              details.appendChild(dd);
            }
            function json(v) { return typeof v === 'string' ? v : JSON.stringify(v); }
            row('kind', r.kind);
            if (r.frame) {
              row('frame', '(' + r.frame.join(', ') + ')');
              if (r.superview) row('superview', r.superview);
              if (r.viewController) row('controller', r.viewController + ' (' + (state.scene.byId[r.viewController] || {})['class'] + ')');
              var flags = [];
              if (r.hidden) flags.push('hidden');
              if (r.alpha !== 1) flags.push('alpha ' + r.alpha);
              if (!r.userInteractionEnabled) flags.push('userInteractionEnabled = false');
              if (r.isControl) flags.push(r.controlEnabled ? 'control, enabled' : 'control, disabled');
              if (r.multipleTouchEnabled) flags.push('multipleTouchEnabled');
              if (r.exclusiveTouch) flags.push('exclusiveTouch');
              row('flags', flags.length ? flags.join(' · ') : 'defaults');
              row('pointInside', json(r.pointInside));
              row('hitTest', json(r.hitTest));
              if (r.controlActions.length) {
                var span = make('span');
                r.controlActions.forEach(function (a) { span.appendChild(make('span', 'action', a.event + ' → ' + a.action)); });
                row('actions', span);
              }
            }
            row('touches', r.touches);
            row('next responder', r.nextResponder || 'none (end of the chain)');
            outline(r.frame ? id : null, 'pick-outline');
          }

          function buildTree() {
            var tree = field('tree');
            tree.textContent = '';
            var scene = state.scene;
            function add(id, into) {
              var r = scene.byId[id];
              var li = make('li');
              var node = make('span', 'node');
              node.dataset.id = id;
              node.appendChild(describe(id));
              if (r.viewController) node.appendChild(make('span', 'cls', '· ' + r.viewController));
              if (r.hidden || r.alpha < 0.01 || !r.userInteractionEnabled) node.classList.add('off');
              node.addEventListener('click', function () { select(id); });
              li.appendChild(node);
              if (r.subviews && r.subviews.length) {
                var ul = make('ul');
                r.subviews.slice().reverse().forEach(function (child) { add(child, ul); });
                li.appendChild(ul);
              }
              into.appendChild(li);
            }
            scene.responders.filter(function (r) { return r.kind === 'window'; }).forEach(function (w) { add(w.id, tree); });
          }

          function attachPointer(svg) {
            svg.addEventListener('pointermove', function (e) {
              if (state.recording) { recordPointer(svg, e, 'moved'); return; }
              if (state.pinned) return;
              var p = toPoint(svg, e);
              if (p) hitTest(p.x, p.y);
            });
            svg.addEventListener('pointerdown', function (e) {
              if (state.recording) {
                e.preventDefault();
                try { svg.setPointerCapture(e.pointerId); } catch (x) { /* the pointer is gone already */ }
                recordPointer(svg, e, 'began');
                return;
              }
              var p = toPoint(svg, e);
              if (!p) return;
              state.pinned = state.pinned ? null : p;
              hitTest(p.x, p.y);
            });
            svg.addEventListener('pointerup', function (e) { if (state.recording) recordPointer(svg, e, 'ended'); });
            svg.addEventListener('pointercancel', function (e) { if (state.recording) recordPointer(svg, e, 'cancelled'); });
          }

          // ---- Recording -------------------------------------------------------------------
          // Mouse and pen are one finger; each touch pointer is a finger of its own, numbered
          // with the lowest number not down (as a person reads a multi-touch log).
          var MOVE_INTERVAL = 1000 / 60;

          function startRecording() {
            if (!state.scene) return;
            state.recording = true;
            state.session = { events: [], t0: null, deliveries: [] };
            state.fingers = {};
            document.body.classList.add('recording');
            $('#record').disabled = true; $('#stop').disabled = false; $('#save').disabled = true;
            $('#outcomes').textContent = '';
            text(field('recorded'), '0 events');
            outline(null, 'hit-outline'); marker(null);
            clearTouchMarks();
            setStatus('Recording: touch or click the scene', '');
          }

          function stopRecording() {
            if (!state.recording) return;
            var now = performance.now();
            Object.keys(state.fingers).forEach(function (key) {
              var f = state.fingers[key];
              flushMove(f);
              addEvent(now, f.touch, 'cancelled', f.last.x, f.last.y);
            });
            state.fingers = {};
            state.recording = false;
            document.body.classList.remove('recording');
            $('#record').disabled = false; $('#stop').disabled = true;
            $('#save').disabled = state.session.events.length === 0;
            setStatus(state.session.events.length + ' events recorded: name the session and save it', '');
            liveDispatch();
          }

          function fingerNumber(e) {
            if (e.pointerType !== 'touch') return 1;
            var used = {};
            Object.keys(state.fingers).forEach(function (k) { used[state.fingers[k].touch] = true; });
            var n = 1;
            while (used[n]) n++;
            return n;
          }

          function addEvent(timeStamp, touch, phase, x, y) {
            var s = state.session;
            if (s.t0 === null) s.t0 = timeStamp;
            var t = Math.max(0, round((timeStamp - s.t0) / 1000, 4));
            var last = s.events[s.events.length - 1];
            if (last && t < last.t) t = last.t;
            s.events.push({ t: t, touches: [{ touch: touch, phase: phase, x: x, y: y }] });
            drawTouchMark(touch, phase, x, y);
            text(field('recorded'), s.events.length + ' events');
            liveDispatch();
          }

          function flushMove(f) {
            if (f.pending) {
              addEvent(f.pending.timeStamp, f.touch, 'moved', f.pending.x, f.pending.y);
              f.lastMove = f.pending.timeStamp;
              f.pending = null;
            }
          }

          function recordPointer(svg, e, phase) {
            var key = String(e.pointerId);
            var f = state.fingers[key];
            var p = toPoint(svg, e);
            if (!p) return;
            if (phase === 'began') {
              if (f) return;
              f = { touch: fingerNumber(e), lastMove: e.timeStamp, pending: null, last: p };
              state.fingers[key] = f;
              addEvent(e.timeStamp, f.touch, 'began', p.x, p.y);
              return;
            }
            if (!f) return;  // a mouse moving with no button down, or a pointer that began elsewhere
            if (phase === 'moved') {
              if (p.x === f.last.x && p.y === f.last.y) return;
              f.last = p;
              // At most 60 moves a second per finger: a move sooner than that waits, and only
              // the latest waiting one is kept.
              if (e.timeStamp - f.lastMove < MOVE_INTERVAL) { f.pending = { timeStamp: e.timeStamp, x: p.x, y: p.y }; return; }
              f.pending = null;
              f.lastMove = e.timeStamp;
              addEvent(e.timeStamp, f.touch, 'moved', p.x, p.y);
              return;
            }
            flushMove(f);
            delete state.fingers[key];
            addEvent(e.timeStamp, f.touch, phase, p.x, p.y);
          }

          function sessionDocument(name) {
            return {
              format: 'touchtape.session/1', name: name, scene: state.scene.scene, sceneVersion: state.scene.version,
              events: state.session.events
            };
          }

          // Every delivery's outcome, live: the session so far is dispatched (nothing stored)
          // whenever it grows, one request at a time.
          function liveDispatch() {
            if (!state.session || !state.session.events.length) return;
            if (state.dispatching) { state.dispatchAgain = true; return; }
            state.dispatching = true;
            var body = JSON.stringify(sessionDocument('recording'));
            api('/api/dispatch', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body }).then(function (r) {
              state.dispatching = false;
              if (r.ok) showOutcomes(r.json.deliveries);
              else setStatus((r.json && r.json.error) || ('dispatch failed: ' + r.status), 'error');
              if (state.dispatchAgain) { state.dispatchAgain = false; liveDispatch(); }
            }, function () { state.dispatching = false; });
          }

          // A call as people read it: `tableView:didSelectRowAtIndexPath: [0,3] → listVC`, the
          // receiver left out when the scene names none.
          function callText(c) {
            var args = Object.keys(c.args).map(function (k) { return JSON.stringify(c.args[k]); });
            return [c.selector].concat(args).join(' ') + (c.to ? ' → ' + c.to : '') + (c.after === 'animation' ? ' (after the animation)' : '');
          }

          function showOutcomes(deliveries) {
            var list = $('#outcomes');
            list.textContent = '';
            deliveries.filter(function (d) { return d.phase !== 'moved'; }).slice(-60).forEach(function (d) {
              var li = make('li', d.dropped ? 'dropped' : null);
              li.value = d.seq;
              var words = 'touch ' + d.touch + ' ' + d.phase + ' → ' + (d.view || 'no view');
              words += d.withheld ? ', withheld (' + d.withheld + ')'
                : d.handledBy ? ', handled by ' + d.handledBy : (d.dropped ? ', dropped (' + d.dropped + ')' : ', discarded');
              li.appendChild(document.createTextNode(words + ' '));
              d.controlEvents.forEach(function (c) { li.appendChild(make('span', 'action', c.event + ' → ' + c.action)); });
              (d.calls || []).forEach(function (c) { li.appendChild(make('span', 'action call', callText(c))); });
              list.appendChild(li);
            });
            list.scrollTop = list.scrollHeight;
            state.session.deliveries = deliveries;
          }

          function clearTouchMarks() {
            var overlay = document.getElementById('overlay');
            if (overlay) Array.prototype.forEach.call(overlay.querySelectorAll('.touch-mark'), function (e) { e.remove(); });
          }

          function drawTouchMark(touch, phase, x, y) {
            var overlay = document.getElementById('overlay');
            if (!overlay) return;
            var c = document.createElementNS(SVGNS, 'circle');
            c.setAttribute('class', 'touch-mark');
            c.setAttribute('cx', x); c.setAttribute('cy', y);
            c.setAttribute('r', phase === 'moved' ? '1.5' : '5');
            var colour = ['#0a66d8', '#2b8a3e', '#c2255c', '#e67700', '#5f3dc4'][(touch - 1) % 5];
            c.setAttribute('fill', phase === 'began' ? colour : 'none');
            c.setAttribute('stroke', colour);
            c.setAttribute('stroke-width', '1.5');
            overlay.appendChild(c);
          }

          function save() {
            if (!state.session || !state.session.events.length) return;
            var name = $('#session-name').value.trim();
            var replace = $('#replace').checked ? '?replace=true' : '';
            setStatus('Saving…', '');
            api('/api/sessions' + replace, {
              method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sessionDocument(name))
            }).then(function (r) {
              if (r.ok) {
                var j = r.json;
                setStatus('Saved ' + j.name + ': ' + j.events + ' events, ' + j.touches + ' touches' +
                          (j.baselineRun != null ? ', baseline run ' + j.baselineRun : '') + (j.new ? '' : ' (unchanged)'), 'ok');
              } else {
                var j2 = r.json || {};
                var where = j2.line != null ? ' (line ' + j2.line + ', column ' + j2.column + ')' : '';
                setStatus((r.status === 409 ? 'Name taken: ' : 'Not saved: ') + (j2.error || r.text) + where, 'error');
              }
            }, function (e) { setStatus('Not saved: ' + e, 'error'); });
          }

          // ---- Runs ------------------------------------------------------------------------
          function showTab(runs) {
            $('#inspect-pane').hidden = runs;
            $('#runs-pane').hidden = !runs;
            $('#tab-inspect').classList.toggle('selected', !runs);
            $('#tab-runs').classList.toggle('selected', runs);
            if (runs) loadRuns();
          }

          function loadRuns() {
            api('/api/runs').then(function (r) {
              var list = $('#runs');
              list.textContent = '';
              var runs = (r.json && r.json.runs) || [];
              if (!runs.length) list.appendChild(make('li', 'muted', 'No run yet.'));
              runs.forEach(function (run, i) {
                var li = make('li');
                li.dataset.run = run.run;
                li.appendChild(make('strong', null, 'Run ' + run.run + ' '));
                li.appendChild(make('span', 'muted', run.kind + ' · ' + run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')));
                li.appendChild(make('br'));
                var names = run.sessions.map(function (s) { return s.session; });
                li.appendChild(document.createTextNode(run.sessions.length + ' session' + (run.sessions.length === 1 ? '' : 's') +
                  ', ' + run.deliveries + ' deliveries '));
                li.appendChild(make('span', run.changed ? 'changed' : 'muted', run.changed ? run.changed + ' changed' : 'no change'));
                li.title = names.join(', ');
                li.addEventListener('click', function () { openReport(run.run); });
                list.appendChild(li);
                if (i === 0 && !$('#report').getAttribute('src')) openReport(run.run);
              });
            });
          }

          function openReport(run) {
            $('#report').setAttribute('src', '/api/runs/' + run + '/report');
            Array.prototype.forEach.call(document.querySelectorAll('#runs li'), function (li) {
              li.classList.toggle('selected', li.dataset.run === String(run));
            });
          }

          // ---- Address bar -----------------------------------------------------------------
          function updateAddress() {
            if (!state.scene) return;
            var q = '?scene=' + encodeURIComponent(state.scene.scene + '@' + state.scene.version);
            if (state.pinned) q += '&x=' + state.pinned.x + '&y=' + state.pinned.y;
            history.replaceState(null, '', q);
            $('#link').setAttribute('href', q);
          }

          function start() {
            var params = new URLSearchParams(location.search);
            var x = parseFloat(params.get('x')), y = parseFloat(params.get('y'));
            if (isFinite(x) && isFinite(y)) state.pinned = { x: x, y: y };
            $('#scene-select').addEventListener('change', function (e) { state.pinned = null; openScene(e.target.value); });
            $('#record').addEventListener('click', startRecording);
            $('#stop').addEventListener('click', stopRecording);
            $('#save').addEventListener('click', save);
            $('#tab-inspect').addEventListener('click', function () { showTab(false); });
            $('#tab-runs').addEventListener('click', function () { showTab(true); });
            $('#scene').addEventListener('pointerleave', function () { if (!state.pinned && !state.recording) renderHit(null); });
            loadSceneList(params.get('scene')).then(function () { document.body.dataset.ready = 'true'; });
          }
          start();
        })();

        """#
}
