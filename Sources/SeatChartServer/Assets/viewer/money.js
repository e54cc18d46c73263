// Prices as the server writes them: amounts are whole minor units (pence, cents, yen) summed as
// integers, and written with the server's format (`/api/chart`'s `currency`: prefix, digits,
// separators), so the page says "£12.50" exactly where the SVG legend and the CLI do.

/** Writes amounts of minor units with `format` ({prefix, minorDigits, groupSeparator,
 * decimalSeparator}): a whole amount without its minor unit (£48), any other with every digit
 * of it (£12.50). */
export class Money {
  /** `locale` (a page's `?lang=`, such as `de`): amounts are written as that locale writes
   * the chart's currency (`1.234,50 €`), whole amounts still without their minor unit. */
  constructor(format, locale = null) {
    this.format = format ?? { prefix: "", minorDigits: 2, groupSeparator: ",", decimalSeparator: "." };
    this.unit = 10 ** this.format.minorDigits;
    this.intl = null;
    if (locale && this.format.code) {
      try {
        const options = { style: "currency", currency: this.format.code };
        this.intl = {
          whole: new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
          minor: new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: this.format.minorDigits, maximumFractionDigits: this.format.minorDigits }),
        };
      } catch { this.intl = null; }   // a locale or currency Intl does not know: the server's format
    }
  }

  /** `minorUnits` as people read it. */
  text(minorUnits) {
    if (this.intl) {
      const rounded = Math.round(minorUnits);
      return (rounded % this.unit === 0 ? this.intl.whole : this.intl.minor).format(rounded / this.unit);
    }
    const f = this.format;
    const sign = minorUnits < 0 ? "-" : "";
    const magnitude = Math.abs(Math.round(minorUnits));
    const major = Math.floor(magnitude / this.unit), minor = magnitude % this.unit;
    const grouped = String(major).replace(/\B(?=(\d{3})+(?!\d))/g, f.groupSeparator);
    const fraction = minor ? f.decimalSeparator + String(minor).padStart(f.minorDigits, "0") : "";
    return `${sign}${f.prefix}${grouped}${fraction}`;
  }

  /** The sum of `amounts` (minor units; null counts nothing), as an integer. */
  static sum(amounts) {
    let total = 0;
    for (const amount of amounts) if (Number.isInteger(amount)) total += amount;
    return total;
  }
}
