/**
 * @jest-environment node
 */
import { checkPanel } from '@/lib/calculators/panel-check';
import { loadPanelUrl } from '@/lib/calculators/forms/links';
import {
  PANEL_MESSAGES,
  PANEL_PARAMS,
  panelCheckOfLink,
  panelUrlOf,
  panelValuesOf,
  readPanel,
  readPanelQuery,
  serializePanelUrl,
} from '@/lib/calculators/forms/panel-check';

const EXISTING =
  '/panel-check?method=220.83&service=100&sqft=1500&sac=2&laundry=1&appliance=range:8000&appliance=dryer:5000&heat=0&cool=3600&newheat=0&newcool=0&charger=32';
const MEASURED = '/panel-check?method=220.87&service=150&peak=14.2&charger=40';

const load = (link: string) => loadPanelUrl(`http://localhost${link}`);

describe('panel check links', () => {
  it.each([EXISTING, MEASURED])('reads %s and writes the same link back', (link) => {
    const { values, issues } = panelCheckOfLink(load(link));
    expect(issues).toEqual([]);
    expect(serializePanelUrl('/panel-check', panelUrlOf(values, true))).toBe(link);
  });

  it('reads the repeated appliance parameter as name:VA rows', () => {
    const { values } = panelCheckOfLink(load(`${EXISTING}&appliance=well-pump:1500`));
    expect(values.appliances).toEqual([
      { name: 'range', va: '8000' },
      { name: 'dryer', va: '5000' },
      { name: 'well-pump', va: '1500' },
    ]);
    const input = readPanel(values).input;
    expect(input).toMatchObject({
      method: '220.83',
      chargerAmps: 32,
      appliances: [{}, {}, { name: 'well-pump', va: 1500 }],
    });
  });

  it('gives the measured-demand example from its link', () => {
    const { input } = readPanel(panelCheckOfLink(load(MEASURED)).values);
    const result = checkPanel(input!);
    expect(result.demandVa).toBe(27_350);
    expect(result.amps.toFixed(1)).toBe('114.0');
  });

  it('fills the link’s missing circuits and heating with their defaults', () => {
    const { values } = panelCheckOfLink(load('/panel-check?service=200&sqft=2000&charger=48'));
    expect(values).toMatchObject({
      method: '220.83',
      sac: '2',
      laundry: '1',
      heat: '0',
      cool: '0',
      newheat: '0',
      newcool: '0',
    });
    expect(readPanel(values).input).not.toBeNull();
  });

  it('keeps every typed field in the address but shares only the chosen method’s fields', () => {
    const values = panelValuesOf(load(EXISTING));
    values.method = '220.87';
    values.peak = '9';
    const address = panelUrlOf(values);
    expect(address.sqft).toBe('1500');
    expect(address.appliance).toHaveLength(2);
    expect(serializePanelUrl('/panel-check', panelUrlOf(values, true))).toBe(
      '/panel-check?method=220.87&service=100&peak=9&charger=32',
    );
  });

  it('names each bad value of a link and keeps an out-of-range number in its field', () => {
    const { values, issues } = panelCheckOfLink(
      load('/panel-check?method=220.99&service=500&sqft=lots&sac=1&appliance=hot_tub!:6000&charger=32'),
    );
    expect(issues).toEqual([
      'Method must be 220.83 or 220.87. Showing 220.83.',
      'Service rating must be a number from 30 to 400 A.',
      'Floor area must be a number from 100 to 20,000 ft².',
      'Small-appliance circuits must be a whole number from 2 to 20.',
      PANEL_MESSAGES.applianceName,
    ]);
    expect(values.service).toBe('500');
    expect(values.sqft).toBe('');
    expect(values.method).toBe('220.83');
  });
});

describe('panel check validation messages', () => {
  it('writes each bound into its message', () => {
    expect(PANEL_PARAMS.service.message).toBe('Service rating must be a number from 30 to 400 A.');
    expect(PANEL_PARAMS.sqft.message).toBe('Floor area must be a number from 100 to 20,000 ft².');
    expect(PANEL_PARAMS.heat.message).toBe('Existing heating must be a number from 0 to 50,000 VA.');
    expect(PANEL_PARAMS.peak.message).toBe('12-month peak demand must be a number from 0.1 to 200 kW.');
    expect(PANEL_PARAMS.charger.message).toBe('Charger size must be a number from 6 to 80 A.');
  });

  it('leaves a blank field without a message in the form, but names it for the JSON route', () => {
    const values = panelValuesOf(load('/panel-check?method=220.87&service=150'));
    expect(readPanel(values)).toMatchObject({ input: null, problems: {} });
    expect(readPanelQuery(load('/panel-check?method=220.87&service=150')).problems).toEqual({
      peak: PANEL_PARAMS.peak.message,
    });
  });

  it('takes a 32 A charger when a link names none, and reads plain-word appliance names', () => {
    const { values, result } = panelCheckOfLink(
      load('/panel-check?service=100&sqft=1500&appliance=Water+heater:4500&appliance=Well%20pump:1500'),
    );
    expect(values.charger).toBe('32');
    expect(result?.circuit.chargerAmps).toBe(32);
    expect(values.appliances.map((row) => row.name)).toEqual(['Water heater', 'Well pump']);
    expect(readPanelQuery(load('/panel-check?method=220.87&service=150&peak=9')).input).toMatchObject({
      chargerAmps: 32,
    });
  });

  it('refuses out-of-range numbers, exponents and more than 30 appliances', () => {
    const at = (query: string) => readPanelQuery(load(`/panel-check?${query}`)).problems;
    expect(at('method=220.87&service=150&peak=0.05&charger=40')).toEqual({ peak: PANEL_PARAMS.peak.message });
    expect(at('method=220.87&service=1e2&peak=5&charger=81')).toEqual({
      service: PANEL_PARAMS.service.message,
      charger: PANEL_PARAMS.charger.message,
    });
    const many = Array.from({ length: 31 }, (_, index) => `appliance=a${index}:100`).join('&');
    expect(at(`service=200&sqft=2000&charger=48&${many}`)).toEqual({
      appliance: PANEL_MESSAGES.applianceCount,
    });
    expect(at('service=200&sqft=2000&charger=48&appliance=range:60000')).toEqual({
      appliance: PANEL_MESSAGES.applianceVa,
    });
    expect(at('service=200&sqft=2000&charger=48&appliance=range')).toEqual({
      appliance: PANEL_MESSAGES.applianceForm,
    });
    expect(at('method=panel&service=200&sqft=2000&charger=48')).toEqual({ method: PANEL_MESSAGES.method });
  });

  it('accepts a 40-character label and refuses a 41-character one', () => {
    const name = 'a'.repeat(40);
    expect(
      readPanelQuery(load(`/panel-check?service=200&sqft=2000&charger=48&appliance=${name}:100`)).input,
    ).not.toBeNull();
    expect(
      readPanelQuery(load(`/panel-check?service=200&sqft=2000&charger=48&appliance=${name}b:100`)).problems,
    ).toEqual({
      appliance: PANEL_MESSAGES.applianceName,
    });
  });
});
