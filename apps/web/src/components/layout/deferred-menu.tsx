import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from "react";

/** What a menu popup loaded by `lazyMenu` receives: the trigger to wrap, opened on arrival. */
export type MenuPopupProps = { trigger: ReactElement; defaultOpen?: boolean };

export type LazyMenu<Props extends MenuPopupProps> = {
  Popup: LazyExoticComponent<ComponentType<Props>>;
  preload: () => Promise<unknown>;
};

/** A menu popup module fetched on demand (once): declare it at module level. */
export function lazyMenu<Props extends MenuPopupProps>(
  load: () => Promise<ComponentType<Props>>,
): LazyMenu<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    // A failed download (offline, a deploy replaced the chunk) is forgotten, so the next try fetches anew.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { Popup: lazy(preload), preload };
}

/**
 * A menu whose Radix code loads on first use, keeping it out of the public pages' first load.
 * Until then its trigger is the same button with nothing behind it; pointing at it or focusing it
 * starts the download, and the click that wanted the menu opens it once it has arrived.
 */
export function DeferredMenu<Props extends MenuPopupProps>({
  menu: { Popup, preload },
  ...props
}: Props & { menu: LazyMenu<Props> }) {
  const [wanted, setWanted] = useState(false);
  // Hover and focus only warm the cache: a failure there waits for the click that needs the menu.
  const warmUp = () => {
    preload().catch(() => {});
  };
  const placeholder = cloneElement(props.trigger as ReactElement<Record<string, unknown>>, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: warmUp,
    onFocus: warmUp,
    onClick: () => setWanted(true),
  });
  if (!wanted) return placeholder;
  const popupProps = { ...props, defaultOpen: true } as unknown as Props;
  return (
    <Suspense fallback={placeholder}>
      <Popup {...popupProps} />
    </Suspense>
  );
}
