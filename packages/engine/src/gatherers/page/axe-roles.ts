/**
 * ARIA roles as axe-core 4.10 (Lighthouse 12's) knows them: the valid non-abstract roles an explicit `role`
 * attribute may name (DPUB `doc-*` roles are not explicit roles to its rules), and those that require an
 * accessible name. Taken from axe's standards (`axe.utils.getStandards().ariaRoles`).
 */
export const VALID_ROLES = new Set(
  (
    "alert alertdialog application article banner blockquote button caption cell checkbox code columnheader " +
    "combobox complementary contentinfo comment definition deletion dialog directory document emphasis feed " +
    "figure form grid gridcell group heading image img insertion link list listbox listitem log main marquee math " +
    "menu menubar menuitem menuitemcheckbox menuitemradio meter mark navigation none note option paragraph " +
    "presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox " +
    "sectionfooter sectionheader separator slider spinbutton status strong subscript superscript switch " +
    "suggestion tab table tablist tabpanel term text textbox time timer toolbar tooltip tree treegrid treeitem " +
    "graphics-document graphics-object graphics-symbol"
  ).split(" "),
);

export const NAME_REQUIRED_ROLES = new Set(
  (
    "alertdialog application button checkbox combobox dialog image img link listbox menuitem menuitemcheckbox " +
    "menuitemradio meter option progressbar radio searchbox slider spinbutton switch textbox toolbar treeitem " +
    "graphics-document graphics-symbol"
  ).split(" "),
);

/** Global ARIA attributes: any of them on an element cancels a presentational role (axe's conflict resolution). */
export const GLOBAL_ARIA = [
  "aria-actions",
  "aria-atomic",
  "aria-braillelabel",
  "aria-brailleroledescription",
  "aria-busy",
  "aria-controls",
  "aria-current",
  "aria-describedby",
  "aria-description",
  "aria-details",
  "aria-disabled",
  "aria-dropeffect",
  "aria-errormessage",
  "aria-flowto",
  "aria-grabbed",
  "aria-haspopup",
  "aria-hidden",
  "aria-invalid",
  "aria-keyshortcuts",
  "aria-label",
  "aria-labelledby",
  "aria-live",
  "aria-owns",
  "aria-relevant",
  "aria-roledescription",
];

/** axe's getExplicitRole without fallback: the whole trimmed, lower-cased attribute must be one valid role. */
export function explicitRole(attribute: string | undefined): string | null {
  const role = (attribute ?? "").trim().toLowerCase();
  return VALID_ROLES.has(role) ? role : null;
}
