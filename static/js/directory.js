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
