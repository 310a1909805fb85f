/// The preview's one script: live reload over a WebSocket, and the
/// diagnostics overlay's "Hide" button. It draws nothing and decides
/// nothing: every page comes from the server.
enum PreviewScript {
    static let source = #"""
    // contentc preview: reload this page when the content is rebuilt.
    (function () {
      "use strict";
      var generation = document.body.dataset.generation;
      var key = "contentc-scroll:" + location.pathname + location.search;
      var saved = sessionStorage.getItem(key);
      if (saved !== null) {
        sessionStorage.removeItem(key);
        window.scrollTo(0, parseInt(saved, 10) || 0);
      }
      function reload() {
        sessionStorage.setItem(key, String(window.scrollY));
        location.reload();
      }
      var delay = 250;
      function connect() {
        var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live");
        socket.onopen = function () { delay = 250; document.body.classList.remove("is-offline"); };
        socket.onmessage = function (event) {
          var message;
          try { message = JSON.parse(event.data); } catch (error) { return; }
          if (message.generation && message.generation !== generation) { reload(); }
        };
        socket.onclose = function () {
          document.body.classList.add("is-offline");
          setTimeout(connect, delay);
          delay = Math.min(delay * 2, 4000);
        };
        socket.onerror = function () { socket.close(); };
      }
      connect();
      document.addEventListener("click", function (event) {
        var hide = event.target.closest("[data-hide-overlay]");
        if (hide) {
          var overlay = document.getElementById("diagnostics-overlay");
          if (overlay) { overlay.hidden = true; }
        }
      });
    })();
    """#
}
