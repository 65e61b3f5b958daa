/**
 * The three calculators' form values (the text of each input, keyed by URL parameter) and the results they
 * give. A link is read into form values once, on the server, where the vehicle list is at hand; from then on
 * the form writes its values back to the URL. The server page, the client form and the OG image all go
 * through these functions, so a shared link shows exactly the numbers the visitor saw.
 *
 * The server side (pages, OG images, API) imports them from here; a tool's client form imports its own
 * module, so its page does not ship the other tools' formulas.
 */
export * from '@/lib/calculators/forms/vehicle';
export * from '@/lib/calculators/forms/range';
export * from '@/lib/calculators/forms/battery';
export * from '@/lib/calculators/forms/tire';
