import { codePhrasesOf, contentPhrasesOf } from '@/lib/fault-codes/key-phrases';

describe('key phrases of fault codes and content', () => {
  it('reads a code title’s most specific phrase first and falls back to its system', () => {
    expect(contentPhrasesOf('Hybrid/EV Battery Voltage System Isolation Fault', 'isolation').main).toEqual(['isolation', 'insulation resistance']);
    expect(contentPhrasesOf('Lost Communication With Battery Energy Control Module A', 'communication')).toEqual({
      main: ['battery energy control module', 'battery management system'],
      all: ['battery energy control module', 'battery management system', 'can bus', 'lost communication'],
    });
    expect(contentPhrasesOf('Replace Hybrid/EV Battery Pack', 'battery').main).toEqual(['battery pack']);
    expect(contentPhrasesOf('DC/DC Converter Status Circuit', 'dc-dc').main).toEqual(['dc/dc converter', 'dc-dc converter']);
    expect(contentPhrasesOf('Hybrid/EV Battery Precharge Contactor Circuit', 'isolation').all).toEqual(['precharge', 'pre-charge', 'contactor']);
    expect(contentPhrasesOf('Engine Mount A Control Circuit', 'other')).toEqual({ main: ['hybrid'], all: ['hybrid'] });
  });

  it('makes a content title’s phrases its subject, plurals and spellings included', () => {
    expect(codePhrasesOf('Diagnosing Isolation Faults in EV High-Voltage Systems')).toEqual(['isolation']);
    expect(codePhrasesOf('Main Contactors')).toEqual(['contactor']);
    expect(codePhrasesOf('DC-DC Converter')).toEqual(['dc/dc converter']);
    expect(codePhrasesOf('Pre-Charge Failure')).toEqual(['precharge']);
    expect(codePhrasesOf('Battery Management System (BMS)')).toEqual(['battery energy control module']);
    // "Insulated Hand Tools" is not insulation resistance; "Tire Rotation" names no code family.
    expect(codePhrasesOf('Insulated Hand Tools')).toEqual([]);
    expect(codePhrasesOf('Tire Rotation')).toEqual([]);
  });
});
