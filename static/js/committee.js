// Progressive enhancement for the shortlist pages; everything works without it.
// A status chosen in a row's or a card's menu is saved at once (the Move buttons hide),
// and the table sorts as soon as its order is chosen.
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  document.addEventListener("change", function (event) {
    var field = event.target;
    if (field.name === "status" && field.form && field.form.classList.contains("status-form")) {
      field.form.requestSubmit();
    } else if (field.name === "sort" && field.form && field.form.hasAttribute("data-autosubmit-sort")) {
      field.form.requestSubmit();
    }
  });
})();
