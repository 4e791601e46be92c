/**
 * Event handler content attributes (HTML's GlobalEventHandlers plus Chromium's pointer, touch, animation and
 * transition handlers). Chromium registers each as an event listener on the element, which Lighthouse's
 * AnchorElements gatherer sees through DOMDebugger.getEventListeners; an unknown `on…` attribute registers nothing.
 */
const HANDLERS = new Set(
  (
    "abort auxclick beforeinput beforematch beforetoggle blur cancel canplay canplaythrough change click close " +
    "contextlost contextmenu contextrestored copy cuechange cut dblclick drag dragend dragenter dragleave dragover " +
    "dragstart drop durationchange emptied ended error focus focusin focusout formdata input invalid keydown " +
    "keypress keyup load loadeddata loadedmetadata loadstart mousedown mouseenter mouseleave mousemove mouseout " +
    "mouseover mouseup mousewheel paste pause play playing progress ratechange reset resize scroll scrollend " +
    "securitypolicyviolation seeked seeking select selectionchange selectstart slotchange stalled submit suspend " +
    "timeupdate toggle volumechange waiting wheel pointerdown pointerup pointermove pointerover pointerout " +
    "pointerenter pointerleave pointercancel gotpointercapture lostpointercapture pointerrawupdate touchstart " +
    "touchend touchmove touchcancel animationstart animationend animationiteration transitionstart transitionend " +
    "transitionrun transitioncancel"
  )
    .split(" ")
    .map((event) => `on${event}`),
);

/**
 * On `<body>` and `<frameset>` these handlers are the window's, not the element's: no listener on the element.
 */
const WINDOW_HANDLERS = new Set(["onblur", "onerror", "onfocus", "onload", "onresize", "onscroll"]);

export function hasEventHandler(element: string, attributes: Record<string, string>): boolean {
  const windowOwned = element === "body" || element === "frameset";
  for (const name in attributes) {
    if (name.startsWith("on") && HANDLERS.has(name) && !(windowOwned && WINDOW_HANDLERS.has(name)))
      return true;
  }
  return false;
}
