// Numbers and quantities as every text of the site writes them (issue 24): the track and area
// pages, the map, the search box, the forms and the calculator, in the Worker and the browser
// alike. In the page's language by Intl (decimal separator, grouping, the unit's own short name),
// and in English exactly as the site has always written them ("1234 km", "2.4 km", "962 running
// tracks").
import { DEFAULT_LANGUAGE } from './languages';

export interface NumberStyle {
  /** Decimals shown (default none). */
  digits?: number;
  /** Trailing zeros of the decimals left out: "25", "4.02" laps. */
  trimZeros?: boolean;
  /** English with thousands separators ("50,771"), where it has always had them; otherwise "50771". */
  englishGrouped?: boolean;
  /** Without thousands separators in every language: a number a runner may type back in. */
  plain?: boolean;
}

/** A latitude or longitude as a form shows it: five decimals, no grouping ("-22.87000"). */
export const COORDINATE: NumberStyle = { plain: true, digits: 5 };

/** The units these pages name, as Intl calls them, with the English symbols the site writes. */
const UNITS = { m: 'meter', km: 'kilometer', cm: 'centimeter', yd: 'yard', mi: 'mile' } as const;
export type UnitSymbol = keyof typeof UNITS;

const formats = new Map<string, Intl.NumberFormat>();

function format(language: string, style: NumberStyle, unit?: UnitSymbol): Intl.NumberFormat {
  const digits = style.digits ?? 0;
  const key = `${language}|${digits}|${style.trimZeros ? 1 : 0}|${style.plain ? 1 : 0}|${unit ?? ''}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(language, {
      minimumFractionDigits: style.trimZeros ? 0 : digits,
      maximumFractionDigits: digits,
      useGrouping: !style.plain,
      ...(unit ? { style: 'unit', unit: UNITS[unit], unitDisplay: 'short' } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

function englishNumber(value: number, { digits = 0, trimZeros, englishGrouped }: NumberStyle): string {
  const text = englishGrouped
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : value.toFixed(digits);
  return trimZeros && text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A number in the page's language: "1.234,5" in Portuguese, "1234.5" in English. */
export function numberText(value: number, language: string, style: NumberStyle = {}): string {
  return language === DEFAULT_LANGUAGE ? englishNumber(value, style) : format(language, style).format(value);
}

/** A quantity with its unit: "2,4 km" in Portuguese, "2.4公里" in Chinese, "2.4 km" in English. */
export function quantityText(value: number, unit: UnitSymbol, language: string, style: NumberStyle = {}): string {
  return language === DEFAULT_LANGUAGE ? `${englishNumber(value, style)} ${unit}` : format(language, style, unit).format(value);
}

/** A unit's own short name in the language, as a label names it: "Distance (m)", "距离（码）". */
export function unitName(unit: UnitSymbol, language: string): string {
  if (language === DEFAULT_LANGUAGE) return unit;
  return (
    format(language, {}, unit)
      .formatToParts(1)
      .find((part) => part.type === 'unit')?.value ?? unit
  );
}
