import { useEffect } from 'react';
import { cssImageUrl, type BlockComponentProps } from '../../renderer';
import type { PagePropertiesProps } from '../../schemas/api-types';
import { cssColor, perDeviceVars } from '../shared/breakpoint-vars';
import './page-properties.css';

/** Body class that switches the page-properties background rules on. */
export const PAGE_PROPERTIES_CLASS = 'page-properties';
export const DARK_THEME_CLASS = 'theme-dark';
/** Body class when a background image is set: the image lies under a scrim of the theme's background. */
export const IMAGE_CLASS = 'page-properties--image';

/** Body classes and custom properties for the page (pure, for tests and SSR). */
export function pageBodySettings(props: PagePropertiesProps): {
  classes: string[];
  vars: Record<string, string>;
} {
  const extra = (props.classes ?? '').split(/\s+/).filter((c) => /^[A-Za-z_-][\w-]*$/.test(c));
  const classes = [PAGE_PROPERTIES_CLASS, ...(props.darkTheme ? [DARK_THEME_CLASS] : []), ...extra];
  const color = cssColor(props.backgroundColor);
  const images = perDeviceVars('page-bg', props.backgroundImage, (v) => cssImageUrl(v));
  const vars = {
    ...images,
    ...(color ? { '--page-bg-color': color } : {}),
  };
  return { classes: Object.keys(images).length > 0 ? [...classes, IMAGE_CLASS] : classes, vars };
}

/**
 * Applies page-wide appearance (background per device, colour, dark theme, classes) to <body>,
 * and takes it all back on unmount so the next page starts clean. Renders nothing.
 */
export default function PageProperties({ props }: BlockComponentProps<PagePropertiesProps>) {
  const serialised = JSON.stringify(pageBodySettings(props));
  useEffect(() => {
    const { classes, vars } = JSON.parse(serialised) as ReturnType<typeof pageBodySettings>;
    const body = document.body;
    const added = classes.filter((c) => !body.classList.contains(c));
    body.classList.add(...added);
    const previous = Object.keys(vars).map((name) => [name, body.style.getPropertyValue(name)] as const);
    for (const [name, value] of Object.entries(vars)) body.style.setProperty(name, value);
    return () => {
      body.classList.remove(...added);
      for (const [name, value] of previous) {
        if (value) body.style.setProperty(name, value);
        else body.style.removeProperty(name);
      }
    };
  }, [serialised]);
  return null;
}
