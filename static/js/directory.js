// Progressive enhancement for the directory form; everything works without it.
// Facet checkboxes, sort and stage apply as soon as they change, and empty fields
// are left out of the URL so shared links stay short.
(function () {
  "use strict";
  var form = document.querySelector("form[data-autosubmit]");
  if (!form) {
    return;
  }
  document.documentElement.classList.add("js");
  form.addEventListener("change", function (event) {
    var field = event.target;
    if (field.form !== form) {
      return; // a control of another form placed here (choosing people to add)
    }
    if (field.type === "checkbox" || field.name === "sort" || field.name === "stage") {
      form.requestSubmit();
    }
  });
  form.addEventListener("submit", function () {
    Array.prototype.forEach.call(form.elements, function (field) {
      if (field.name && field.type !== "checkbox" && field.value === "") {
        field.disabled = true;
      }
    });
  });
  // Fields disabled above come back when the page is restored from the back/forward cache.
  window.addEventListener("pageshow", function () {
    Array.prototype.forEach.call(form.elements, function (field) {
      field.disabled = false;
    });
  });
})();

// Type-ahead for each facet's "Find" box. Without this script the box is a plain form
// leading to the facet's own page (?facet=institution&find=PKU); with it, that page is
// fetched as you type and its first values are offered under the box, each a link that
// adds the filter. Arrow keys move through them, Escape closes them.
(function () {
  "use strict";
  var SHOWN = 8;
  Array.prototype.forEach.call(document.querySelectorAll("input[data-typeahead]"), function (input) {
    var form = input.form;
    if (!form || !window.fetch || !window.DOMParser) {
      return;
    }
    var list = document.createElement("ul");
    list.className = "suggestions";
    list.id = input.id + "-suggestions";
    list.setAttribute("aria-label", "Suggestions");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-autocomplete", "list");
    input.parentNode.appendChild(list);
    var timer = null;
    var controller = null;

    function close() {
      list.textContent = "";
      input.setAttribute("aria-expanded", "false");
    }

    function show(items) {
      list.textContent = "";
      if (!items.length) {
        var none = document.createElement("li");
        none.className = "none";
        none.textContent = "No match in this result";
        list.appendChild(none);
      }
      items.slice(0, SHOWN).forEach(function (item) {
        var source = item.querySelector("a");
        var count = item.querySelector(".facet-count");
        var li = document.createElement("li");
        var link = document.createElement("a");
        link.href = source.getAttribute("href");
        var label = document.createElement("span");
        label.textContent = source.textContent.trim();
        link.appendChild(label);
        if (count) {
          var n = document.createElement("span");
          n.className = "facet-count";
          var shown = count.cloneNode(true);
          var hidden = shown.querySelector(".visually-hidden");
          if (hidden) {
            hidden.parentNode.removeChild(hidden);
          }
          n.textContent = shown.textContent.trim();
          link.appendChild(n);
        }
        li.appendChild(link);
        list.appendChild(li);
      });
      input.setAttribute("aria-expanded", "true");
    }

    function lookUp() {
      var text = input.value.trim();
      if (!text) {
        close();
        return;
      }
      if (controller) {
        controller.abort();
      }
      controller = window.AbortController ? new AbortController() : null;
      var query = new URLSearchParams(new FormData(form)).toString();
      fetch(form.getAttribute("action") + "?" + query, {
        credentials: "same-origin",
        signal: controller ? controller.signal : undefined,
      })
        .then(function (response) {
          return response.ok ? response.text() : "";
        })
        .then(function (html) {
          if (input.value.trim() !== text) {
            return;
          }
          var page = new DOMParser().parseFromString(html, "text/html");
          show(Array.prototype.slice.call(page.querySelectorAll(".facet-values > li")));
        })
        .catch(function () {});
    }

    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(lookUp, 150);
    });
    input.addEventListener("keydown", function (event) {
      var first = list.querySelector("a");
      if (event.key === "ArrowDown" && first) {
        event.preventDefault();
        first.focus();
      } else if (event.key === "Escape") {
        close();
      }
    });
    list.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(list.querySelectorAll("a"));
      var at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && at < links.length - 1) {
        event.preventDefault();
        links[at + 1].focus();
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        (at > 0 ? links[at - 1] : input).focus();
      } else if (event.key === "Escape") {
        close();
        input.focus();
      }
    });
  });
})();
