import fs from 'node:fs';
const ev = JSON.parse(fs.readFileSync('/tmp/pw-trace.json', 'utf8')).traceEvents;
const t0 = Math.min(...ev.filter(e => e.name === 'ParseHTML').map(e => e.ts));
const sel = ev.filter(e => ['UpdateLayoutTree','Layout','Document::recalcStyle','StyleEngine::updateActiveStyleSheets','CSSParserImpl::parseStyleSheet','StyleEngine::InvalidateStyleAndLayoutForFontUpdates','ParseHTML','EvaluateScript','FunctionCall','Paint','StyleEngine::clearResolver'].includes(e.name) && (e.dur ?? 0) > 300).sort((a,b)=>a.ts-b.ts);
for (const e of sel) console.log(((e.ts - t0)/1000).toFixed(1).padStart(7), e.name.padEnd(40), ((e.dur??0)/1000).toFixed(2).padStart(6), JSON.stringify(e.args?.elementCount ?? e.args?.beginData?.dirtyObjects ?? e.args?.data?.url?.split('/').pop() ?? ''));
