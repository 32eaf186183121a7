import { useEffect } from 'react';
import { cssImageUrl, useServerBody, type BlockComponentProps, type BodySettings } from '../../renderer';
import type { PagePropertiesProps } from '../../schemas/api-types';
import { cssColor, perDeviceVars } from '../shared/breakpoint-vars';
import './page-properties.css';

/** Body class that switches the page-properties background rules on. */
export const PAGE_PROPERTIES_CLASS = 'page-properties';
export const DARK_THEME_CLASS = 'theme-dark';
/** Body class when a background image is set: the image lies under a scrim of the theme's background. */
export const IMAGE_CLASS = 'page-properties--image';

/** Body classes and custom properties for the page (pure, for tests and SSR). */
export function pageBodySettings(props: PagePropertiesProps): BodySettings {
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
 * and takes it all back on unmount so the next page starts clean. Renders nothing. The server writes the same into
 * the page's <body> (useServerBody), so the first paint has the page's background, and hydrating changes nothing
 * there: a class or custom property set on <body> anew restyles every element of the page.
 */
export default function PageProperties({ props }: BlockComponentProps<PagePropertiesProps>) {
  const settings = pageBodySettings(props);
  useServerBody(settings);
  const serialised = JSON.stringify(settings);
  useEffect(() => {
    const { classes, vars } = JSON.parse(serialised) as BodySettings;
    const body = document.body;
    const missing = classes.filter((c) => !body.classList.contains(c));
    if (missing.length > 0) body.classList.add(...missing);
    for (const [name, value] of Object.entries(vars)) if (body.style.getPropertyValue(name) !== value) body.style.setProperty(name, value);
    // This block is what puts these on <body> (whether the server's HTML or this effect did): all of them go.
    return () => {
      body.classList.remove(...classes);
      for (const name of Object.keys(vars)) body.style.removeProperty(name);
    };
  }, [serialised]);
  return null;
}
