/// The API reference's style sheet and search script, written once beside the namespaces.
extension ReferenceSite {
    static let styleSheet = """
        :root { color-scheme: light dark; --accent: #1c71d8; --muted: #77767b; --code: rgba(127,127,127,.12); }
        body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
        a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
        nav { font-size: .9rem; color: var(--muted); margin-bottom: .5rem; }
        h1 { margin: .2rem 0; } h2 { margin-top: 2rem; font-size: 1.15rem; }
        h2 code { font-size: 1rem; }
        .kind { font-size: .9rem; font-weight: normal; color: var(--muted); }
        .meta { color: var(--muted); font-size: .9rem; margin: .2rem 0; }
        .condition { color: #c64600; }
        .deprecated { color: #c01c28; }
        .doc { margin: .3rem 0 .6rem; }
        code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .88rem; }
        pre.declaration { background: var(--code); padding: .5rem .75rem; border-radius: 6px; overflow-x: auto;
            white-space: pre-wrap; word-break: break-word; margin: .4rem 0; }
        .member { border-top: 1px solid var(--code); padding-top: .4rem; margin-top: .6rem; }
        .member:target { outline: 2px solid var(--accent); outline-offset: 4px; border-radius: 4px; }
        table { border-collapse: collapse; width: 100%; } td { padding: .15rem .75rem .15rem 0; vertical-align: top; }
        tr:nth-child(even) { background: var(--code); }
        #search { width: 100%; font-size: 1rem; padding: .5rem .7rem; margin: .8rem 0 .2rem; box-sizing: border-box; }
        #results { padding-left: 1.5rem; } #results .kind { margin-left: .5rem; }

        """

    /// Loads the indexes (`registerReference([...])` each) and filters them as the query is
    /// typed: exact names first, then names starting with the query's last part, then the rest.
    static let searchScript = """
        "use strict";
        (function () {
          var entries = [];
          var root = document.currentScript.src.replace(/search\\.js$/, "");
          window.registerReference = function (list) { entries = entries.concat(list); };
          function rank(name, query) {
            var lower = name.toLowerCase();
            var last = lower.slice(lower.lastIndexOf(".") + 1);
            if (last === query || lower === query) return 0;
            if (last.indexOf(query) === 0) return 1;
            if (lower.indexOf(query) !== -1) return 2;
            return -1;
          }
          function update(input, list) {
            var query = input.value.trim().toLowerCase();
            list.textContent = "";
            if (!query) return;
            var found = [];
            for (var i = 0; i < entries.length; i++) {
              var r = rank(entries[i][0], query);
              if (r >= 0) found.push([r, entries[i][0].length, i]);
            }
            found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]; });
            found.slice(0, 60).forEach(function (hit) {
              var entry = entries[hit[2]];
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = root + entry[2];
              link.textContent = entry[0];
              var kind = document.createElement("span");
              kind.className = "kind";
              kind.textContent = entry[1];
              item.appendChild(link);
              item.appendChild(kind);
              list.appendChild(item);
            });
            if (found.length > 60) {
              var more = document.createElement("li");
              more.className = "kind";
              more.textContent = (found.length - 60) + " more: type more of the name";
              list.appendChild(more);
            }
          }
          document.addEventListener("DOMContentLoaded", function () {
            var input = document.getElementById("search");
            var list = document.getElementById("results");
            if (!input || !list) return;
            input.addEventListener("input", function () { update(input, list); });
            var query = new URLSearchParams(location.search).get("q");
            if (query) { input.value = query; update(input, list); }
          });
        })();

        """
}
