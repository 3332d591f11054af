// Keys and in-place decisions for the "Needs review" page; everything works without it
// (each decision is an ordinary form that comes back to the queue).
//   j / k  next / previous item      a  accept      c  correct      d  delete
(function () {
  "use strict";
  var items = Array.prototype.slice.call(document.querySelectorAll(".review-item"));
  if (!items.length) {
    return;
  }
  var current = 0;

  function open() {
    return items.filter(function (item) {
      return !item.classList.contains("decided");
    });
  }

  function show(index) {
    if (index < 0 || index >= items.length) {
      return;
    }
    items[current].classList.remove("current");
    current = index;
    items[current].classList.add("current");
    items[current].focus({ preventScroll: true });
    items[current].scrollIntoView({ block: "nearest" });
  }

  function step(by) {
    var index = current + by;
    while (index >= 0 && index < items.length && items[index].classList.contains("decided")) {
      index += by;
    }
    show(index);
  }

  function say(item, text, failed) {
    var status = item.querySelector(".status") || document.createElement("p");
    status.className = "status" + (failed ? " error" : "");
    status.setAttribute("role", failed ? "alert" : "status");
    status.textContent = text;
    item.querySelector(".actions").prepend(status);
  }

  function send(form) {
    var item = form.closest(".review-item");
    var body = new FormData(form);
    fetch(form.action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "X-Requested-With": "fetch" },
    })
      .then(function (response) {
        return response.json().then(function (answer) {
          return { ok: response.ok && answer.ok, message: answer.message };
        });
      })
      .then(function (answer) {
        say(item, answer.message, !answer.ok);
        if (answer.ok) {
          item.classList.add("decided");
          Array.prototype.forEach.call(item.querySelectorAll(".actions form"), function (f) {
            f.hidden = true;
          });
          var left = open();
          if (left.length) {
            show(items.indexOf(left.find(function (i) { return items.indexOf(i) > current; }) || left[0]));
          }
        }
      })
      .catch(function () {
        form.submit();
      });
  }

  items.forEach(function (item, index) {
    item.addEventListener("focusin", function () {
      if (current !== index) {
        items[current].classList.remove("current");
        current = index;
        item.classList.add("current");
      }
    });
    Array.prototype.forEach.call(item.querySelectorAll(".actions form"), function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        send(form);
      });
    });
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (event.target.closest && event.target.closest("input, select, textarea, button")) {
      return;
    }
    var item = items[current];
    var form = null;
    if (event.key === "j") {
      step(1);
    } else if (event.key === "k") {
      step(-1);
    } else if (event.key === "a") {
      form = item.querySelector('form[data-action="accept"]');
    } else if (event.key === "d") {
      form = item.querySelector('form[data-action="delete"]');
    } else if (event.key === "c") {
      var correct = item.querySelector('form[data-action="correct"]');
      var field = correct && correct.querySelector("input:not([type=hidden]), select");
      if (field) {
        event.preventDefault();
        field.focus();
        return;
      }
      form = correct;
    } else {
      return;
    }
    event.preventDefault();
    if (form && !form.hidden) {
      send(form);
    }
  });
  items[0].classList.add("current");
})();
