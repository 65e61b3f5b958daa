import { GET } from '@/app/api/panel-check/route';
import { PANEL_MESSAGES, PANEL_PARAMS } from '@/lib/calculators/forms/panel-check';

const ask = async (query: string) => {
  const response = GET(new Request(`http://localhost/api/panel-check?${query}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/panel-check', () => {
  it('answers the 220.83(A) worked example', async () => {
    const { status, body } = await ask(
      'method=220.83&service=100&sqft=1500&sac=2&laundry=1&appliance=range:8000&appliance=dryer:5000' +
        '&appliance=dishwasher:1200&heat=0&cool=3600&newheat=0&newcool=0&charger=32',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      method: '220.83(A)',
      connectedVa: 34_480,
      demandVa: 18_592,
      amps: expect.closeTo(77.47, 2),
      headroomAmps: expect.closeTo(22.53, 2),
      fits: true,
      breakerAmps: 40,
      largestCharger: 48,
    });
  });

  it('answers the 220.87 worked example with no connected load', async () => {
    const { status, body } = await ask('method=220.87&service=150&peak=14.2&charger=40');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      method: '220.87',
      connectedVa: null,
      demandVa: 27_350,
      fits: true,
      breakerAmps: 50,
      largestCharger: 48,
    });
    expect((body.amps as number).toFixed(1)).toBe('114.0');
    expect((body.headroomAmps as number).toFixed(1)).toBe('36.0');
  });

  it('names 220.83(B) when heating or cooling is being added, and null when even 16 A does not fit', async () => {
    const { body } = await ask(
      'service=60&sqft=2500&appliance=range:12000&cool=3600&newheat=9000&charger=48',
    );
    expect(body).toMatchObject({ method: '220.83(B)', fits: false, largestCharger: null, breakerAmps: 60 });
    expect(body.headroomAmps as number).toBeLessThan(0);
  });

  it('says the 60 A house alone is over, with no setting that fits, and the figures the page shows', async () => {
    const { status, body } = await ask(
      'method=220.83&service=60&sqft=1100&appliance=Range:8000&appliance=Dryer:5000' +
        '&appliance=Water+heater:4500&charger=32',
    );
    expect(status).toBe(200);
    // unrounded, as before
    expect(body).toMatchObject({ demandVa: 17_992, fits: false, largestCharger: null, largestSettingAmps: null });
    expect(body.amps).toBeCloseTo(74.967, 3);
    expect(body.houseAmps).toBeCloseTo(62.167, 3);
    expect(body).toMatchObject({ houseVa: 14_920, houseStands: 'over' });
    // as the page shows them
    expect(body.shown).toEqual({
      amps: 75,
      headroomAmps: -15,
      houseVa: 14_920,
      houseAmps: 62.2,
      houseHeadroomAmps: -2.2,
      houseStands: 'over',
      largestSettingAmps: null,
      emsSetpointAmps: 48,
      emsShedAmps: 27,
      emsShedVa: 6472,
      emsShedAppliances: ['Range'],
      maxPeakKw: 5.37,
      upgradeServiceAmps: 100,
    });
  });

  it('answers bad input with 400 and each field’s message, never a number', async () => {
    const { status, body } = await ask(
      'method=220.83&service=20&sqft=abc&appliance=hot_tub!:6000&heat=-5&charger=90',
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        service: PANEL_PARAMS.service.message,
        sqft: PANEL_PARAMS.sqft.message,
        heat: PANEL_PARAMS.heat.message,
        charger: PANEL_PARAMS.charger.message,
        appliance: PANEL_MESSAGES.applianceName,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/demandVa|amps/i);
  });

  it('answers a missing or unknown method’s fields with their messages', async () => {
    expect((await ask('method=220.87&service=150')).body).toEqual({
      errors: { peak: PANEL_PARAMS.peak.message },
    });
    const unknown = await ask('method=220.99&service=150&sqft=1500&charger=40');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errors: { method: PANEL_MESSAGES.method } });
    const many = Array.from({ length: 31 }, (_, index) => `appliance=item-${index}:100`).join('&');
    expect((await ask(`service=200&sqft=2000&charger=48&${many}`)).body).toEqual({
      errors: { appliance: PANEL_MESSAGES.applianceCount },
    });
  });
});
