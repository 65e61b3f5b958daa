/**
 * Obvious automated clients by their user agent: crawlers, link unfurlers, monitoring, headless browsers
 * and HTTP libraries. A browser that hides what it is gets counted; the visitor key of an odd client
 * never identifies it anyway.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skype|preview|headlesschrome|phantomjs|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python|httpclient|okhttp|go-http|java\/|node-fetch|undici|axios|scrapy|postman|insomnia/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return BOT_PATTERN.test(userAgent);
}
