/// The page `arrange preview` serves: the controls (device, appearance, direction, Dynamic Type
/// size), each preview's picture, and an inspector panel. It follows the server's state over
/// server-sent events (`/events`): a new build redraws every preview, a failed one shows the
/// compiler's messages above the pictures, which stay. Hovering a picture outlines the innermost
/// view under the pointer and shows its layout record and the views around it; a click taps
/// there (`/api/tap`).
///
/// What the page shows is also in attributes, for scripts and tests: `body[data-generation]` is
/// the build last drawn, each `figure.preview` has `data-name`, and its `img` carries
/// `data-generation` once that build's picture is in it.
enum PreviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Arrange previews</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 0; background: #eef0f3; color: #1d1d1f; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 1em; align-items: center;
                 padding: 0.6em 1em; background: #fff; border-bottom: 1px solid #d0d4da; }
        header h1 { font-size: 1.1em; margin: 0 1em 0 0; }
        label { font-size: 0.85em; }
        #status { font-size: 0.85em; color: #555; margin-left: auto; }
        #build-error { margin: 1em; padding: 0.8em 1em; background: #fff0f0; border: 1px solid #e0a0a0; color: #8a1010;
                       white-space: pre-wrap; font-size: 0.8em; }
        #layout { display: flex; align-items: flex-start; }
        #previews { flex: 1; display: flex; flex-wrap: wrap; gap: 2em; padding: 1.5em; }
        figure.preview { margin: 0; }
        figcaption { font-size: 0.9em; margin-bottom: 0.4em; display: flex; gap: 0.6em; align-items: baseline; }
        figcaption small { color: #777; }
        .canvas { position: relative; display: inline-block; box-shadow: 0 1px 6px rgba(0,0,0,0.18); line-height: 0; cursor: crosshair; }
        .canvas img { display: block; }
        .outline { position: absolute; border: 1.5px solid #0a84ff; background: rgba(10,132,255,0.08); pointer-events: none; display: none; }
        .message { font-size: 0.8em; color: #8a1010; min-height: 1.2em; max-width: 440px; }
        .diagnostics { font-size: 0.75em; color: #8a5a00; max-width: 440px; }
        #inspector { position: sticky; top: 3.5em; width: 26em; max-height: calc(100vh - 5em); overflow: auto; margin: 1.5em 1em;
                     background: #fff; border: 1px solid #d0d4da; border-radius: 6px; padding: 0.6em 0.9em; }
        #inspector h2 { font-size: 0.95em; margin: 0.2em 0 0.5em; }
        #inspector-label { font-weight: 600; font-size: 0.85em; }
        #inspector-path { font-size: 0.75em; color: #666; margin-top: 0.3em; }
        #inspector-record { font-size: 0.75em; white-space: pre-wrap; }
        </style></head>
        <body data-generation="0">
        <header>
          <h1>Arrange previews</h1>
          <label>Device <select id="device"></select></label>
          <label>Appearance <select id="scheme"><option value="light">Light</option><option value="dark">Dark</option></select></label>
          <label>Direction <select id="direction"><option value="ltr">Left to right</option><option value="rtl">Right to left</option></select></label>
          <label>Dynamic Type <select id="type"></select></label>
          <span id="status">Connecting…</span>
        </header>
        <pre id="build-error" hidden></pre>
        <div id="layout">
          <main id="previews"></main>
          <aside id="inspector"><h2>Inspector</h2><div id="inspector-label">Hover a view to see what it was proposed and what it answered; click to tap it.</div><div id="inspector-path"></div><pre id="inspector-record"></pre></aside>
        </div>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        let current = { generation: 0, previews: [] };
        let controlsFilled = false;

        function fillControls(state) {
          if (controlsFilled) return;
          controlsFilled = true;
          for (const name of state.devices) $("device").add(new Option(name, name, name === state.defaultDevice, name === state.defaultDevice));
          for (const name of state.typeSizes) $("type").add(new Option(name, name, name === "large", name === "large"));
          for (const id of ["device", "scheme", "direction", "type"]) $(id).addEventListener("change", () => redrawAll());
        }

        function query(index, extra) {
          const q = new URLSearchParams({ preview: index, device: $("device").value, scheme: $("scheme").value,
                                          direction: $("direction").value, type: $("type").value });
          for (const [key, value] of Object.entries(extra || {})) q.set(key, value);
          return q;
        }

        function figureFor(summary) {
          const figure = document.createElement("figure");
          figure.className = "preview";
          figure.dataset.index = summary.index;
          figure.dataset.name = summary.name;
          const caption = document.createElement("figcaption");
          const title = document.createElement("span");
          title.textContent = summary.name;
          caption.append(title);
          if (summary.source !== summary.name) {
            const source = document.createElement("small");
            source.textContent = summary.source;
            caption.append(source);
          }
          const reset = document.createElement("button");
          reset.textContent = "Reset state";
          reset.addEventListener("click", () => draw(figure, "reset"));
          caption.append(reset);
          const canvas = document.createElement("div");
          canvas.className = "canvas";
          const img = document.createElement("img");
          img.alt = summary.name;
          const outline = document.createElement("div");
          outline.className = "outline";
          canvas.append(img, outline);
          const message = document.createElement("div");
          message.className = "message";
          const diagnostics = document.createElement("ul");
          diagnostics.className = "diagnostics";
          figure.append(caption, canvas, message, diagnostics);
          img.addEventListener("mousemove", (event) => hover(figure, event));
          img.addEventListener("mouseleave", () => { outline.style.display = "none"; });
          img.addEventListener("click", (event) => {
            const point = pointIn(figure, event);
            draw(figure, "tap", { x: point.x, y: point.y });
          });
          return figure;
        }

        function pointIn(figure, event) {
          const img = figure.querySelector("img");
          const picture = figure.picture;
          return { x: event.offsetX * picture.width / img.clientWidth, y: event.offsetY * picture.height / img.clientHeight };
        }

        function hover(figure, event) {
          const picture = figure.picture;
          if (!picture) return;
          const point = pointIn(figure, event);
          // Parents come before children: the last node holding the point is the innermost.
          const holding = picture.nodes.filter((node) =>
            point.x >= node.x && point.x < node.x + node.width && point.y >= node.y && point.y < node.y + node.height);
          const found = holding.length ? holding[holding.length - 1] : null;
          const outline = figure.querySelector(".outline");
          if (!found) { outline.style.display = "none"; return; }
          const img = figure.querySelector("img");
          const k = img.clientWidth / picture.width;
          Object.assign(outline.style, { display: "block", left: found.x * k + "px", top: found.y * k + "px",
                                         width: found.width * k + "px", height: found.height * k + "px" });
          $("inspector-label").textContent = found.label;
          $("inspector-path").textContent = holding.slice(0, -1).map((node) => node.label).join(" › ");
          $("inspector-record").textContent = found.record;
        }

        async function draw(figure, operation, extra) {
          const generation = current.generation;
          const q = query(figure.dataset.index, extra);
          const url = operation === "render" ? "/api/render?" + q : "/api/" + operation + "?" + q;
          let answer;
          try {
            const response = await fetch(url, { method: operation === "render" ? "GET" : "POST" });
            answer = await response.json();
          } catch (error) {
            answer = { error: String(error) };
          }
          const message = figure.querySelector(".message");
          message.textContent = answer.error || "";
          if (!answer.picture) return;
          const picture = answer.picture;
          const img = figure.querySelector("img");
          await new Promise((resolve) => {
            img.onload = resolve;
            img.onerror = resolve;
            img.src = "data:image/png;base64," + picture.png;
            img.style.width = picture.width + "px";
            img.style.height = picture.height + "px";
          });
          figure.picture = picture;
          img.dataset.generation = generation;
          const list = figure.querySelector(".diagnostics");
          list.replaceChildren(...picture.diagnostics.map((text) => { const item = document.createElement("li"); item.textContent = text; return item; }));
        }

        async function redrawAll() {
          const generation = current.generation;
          await Promise.all([...document.querySelectorAll("figure.preview")].map((figure) => draw(figure, "render")));
          document.body.dataset.generation = generation;
        }

        function apply(state) {
          fillControls(state);
          const status = state.building ? "Building…" : state.error ? "Build failed; showing the last good build"
            : state.generation > 0 ? "Built in " + (state.buildSeconds || 0).toFixed(1) + " s" : "Waiting for the first build…";
          $("status").textContent = status;
          $("build-error").hidden = !state.error;
          $("build-error").textContent = state.error || "";
          if (state.generation !== current.generation) {
            const names = JSON.stringify(state.previews);
            const changed = names !== JSON.stringify(current.previews);
            current = state;
            if (changed) {
              $("previews").replaceChildren(...state.previews.map(figureFor));
              if (state.previews.length === 0) $("previews").textContent = "No #Preview or PreviewProvider in these files.";
            }
            redrawAll();
          }
        }

        const events = new EventSource("/events");
        events.onmessage = (event) => apply(JSON.parse(event.data));
        events.onerror = () => { $("status").textContent = "Disconnected from arrange preview; retrying…"; };
        </script>
        </body></html>
        """#
}
