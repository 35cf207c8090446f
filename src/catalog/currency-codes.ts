/**
 * ISO 4217 codes of general business English. Ingest reads them beside an amount ("CHF 70.00",
 * "1,200.50 USD"); the parser reads them in a header ("price_eur", "Offer Salary (USD)"). The
 * list stays short on purpose: only a known code makes three capitals a currency, so "ABC 12"
 * stays text.
 */
export const CURRENCY_CODES: readonly string[] =
  'USD EUR GBP CHF JPY CAD AUD NZD INR CNY SEK NOK DKK ZAR MXN BRL SGD HKD PLN CZK'.split(' ')
