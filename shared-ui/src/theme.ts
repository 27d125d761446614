import 'styled-components';

type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>;

export interface GlowTheme {
  name: ThemeName;
  colors: {
    primary: Scale;
    gray: Scale;
    success: string;
    danger: string;
    surface: string;
    background: string;
    text: string;
    textMuted: string;
    border: string;
  };
  radius: string;
  shadow: string;
  font: string;
  contentWidth: string;
}

export type ThemeName = 'glow' | 'green';

const neutral: Scale = {
  50: '#fafafa',
  100: '#f5f5f5',
  200: '#e5e5e5',
  300: '#d4d4d4',
  400: '#a3a3a3',
  500: '#737373',
  600: '#525252',
  700: '#404040',
  800: '#262626',
  900: '#171717',
};

const coolGray: Scale = {
  50: '#f9fafb',
  100: '#f3f4f6',
  200: '#e5e7eb',
  300: '#d1d5db',
  400: '#9ca3af',
  500: '#6b7280',
  600: '#4b5563',
  700: '#374151',
  800: '#1f2937',
  900: '#111827',
};

const glowBlue: Scale = {
  50: '#eef6ff',
  100: '#d9eaff',
  200: '#bcdbff',
  300: '#8ec4ff',
  400: '#59a3ff',
  500: '#337fff',
  600: '#1b5ff5',
  700: '#144ae1',
  800: '#173db6',
  900: '#19378f',
};

const green: Scale = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  400: '#4ade80',
  500: '#22c55e',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
  900: '#14532d',
};

function makeTheme(name: ThemeName, primary: Scale, gray: Scale): GlowTheme {
  return {
    name,
    colors: {
      primary,
      gray,
      success: '#15803d',
      danger: '#dc2626',
      surface: '#ffffff',
      background: gray[50],
      text: gray[900],
      textMuted: gray[600],
      border: gray[200],
    },
    radius: '10px',
    shadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 4px 12px rgba(0, 0, 0, 0.06)',
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    contentWidth: '1120px',
  };
}

/** Light mode only: glow-blue with neutral gray by default, green with cool gray as the second theme. */
export const themes: Record<ThemeName, GlowTheme> = {
  glow: makeTheme('glow', glowBlue, neutral),
  green: makeTheme('green', green, coolGray),
};

export function themeByName(name: string | undefined): GlowTheme {
  return name === 'green' ? themes.green : themes.glow;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends GlowTheme {}
}
