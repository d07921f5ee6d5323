// A plan in words, for the answer and the UI's chips: "count · Samsung · phone · Battery ≥ 5000 mAh · not 5G".
import { CLOCK_UNIT, formatClockTime } from '../../../skg/values/clock-times.ts';
import { dayText, type Condition, type QueryPlan } from '../plan.ts';

const OPS: Record<string, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥', '=': '=', '!=': '≠' };

export function describeCondition(c: Condition): string {
  const text = describeOne(c);
  return c.via ? `${c.via.inverse ? `named by ${c.via.label}` : c.via.label} › ${c.via.next ? `${c.via.next.label} › ` : ''}${text}` : text;
}

function describeOne(c: Condition): string {
  const not = c.negated ? 'not ' : '';
  switch (c.kind) {
    case 'numeric': {
      if (c.field === 'day') {
        if (c.op === 'between') return `${not}${c.entryLabel} ${dayText(c.value)}–${dayText(c.value2 ?? c.value)}`;
        return `${not}${c.entryLabel} ${OPS[c.op] ?? c.op} ${(c.op === 'in' ? (c.set ?? [c.value]) : [c.value]).map(dayText).join(' or ')}`;
      }
      // a time on the clock reads as one ("Departs < 09:00")
      if (c.unit === CLOCK_UNIT) {
        const t = (n: number) => formatClockTime(n);
        if (c.op === 'between') return `${not}${c.entryLabel} ${t(c.value)}–${t(c.value2 ?? c.value)}`;
        return `${not}${c.entryLabel} ${c.op === 'in' ? 'in' : OPS[c.op]} ${(c.op === 'in' ? (c.set ?? [c.value]) : [c.value]).map(t).join(' or ')}`;
      }
      // a number read in a unit other than the stored one reads as asked ("Airport < 20 km", not "< 20000 m")
      const shown = c.asked?.unit && c.asked.unit !== c.unit && c.op !== 'in' ? { value: c.asked.value, value2: c.asked.value2 ?? c.asked.value, unit: c.asked.unit } : { value: c.value, value2: c.value2, unit: c.unit };
      const u = shown.unit ? ` ${shown.unit}` : '';
      if (c.op === 'between') {
        const inc = c.inclusive && (!c.inclusive.lo || !c.inclusive.hi) ? ' (ends excluded)' : '';
        return `${not}${c.entryLabel} ${Math.min(shown.value, shown.value2 ?? shown.value)}–${Math.max(shown.value, shown.value2 ?? shown.value)}${u}${inc}`;
      }
      if (c.op === 'in') return `${not}${c.entryLabel} in ${(c.set ?? [c.value]).join(' or ')}${u}`;
      return `${not}${c.entryLabel} ${OPS[c.op]} ${shown.value}${u}`;
    }
    case 'resolution':
      return `${not}${c.entryLabel} ${c.a}×${c.b}`;
    case 'value':
      return `${not}${c.entryLabel} = ${c.phrase}`;
    case 'feature':
      return `${not}${c.label}`;
    case 'boolean':
      return `${not}${c.entryLabel}${c.value ? '' : ': no'}`;
    case 'link':
      return `${not}${c.entryLabel} → ${c.entityName}`;
    case 'any':
      return `${not}${c.label}`;
  }
}

export function describeInterpretation(plan: QueryPlan): string {
  const parts: string[] = [plan.intent];
  if (plan.target) parts.push(`${plan.direction === 'min' ? 'lowest ' : plan.direction === 'max' ? 'highest ' : ''}${plan.target.via ? `${plan.target.via.label} › ` : ''}${plan.target.entryLabel}${plan.limit ? ` (top ${plan.limit})` : ''}`);
  for (const e of plan.entities) parts.push(e.name);
  for (const list of plan.scopeTerms ?? []) parts.push(list.map((t) => t.label).join(' or '));
  for (const t of plan.excluded ?? []) parts.push(`not ${t.label}`);
  for (const c of plan.conditions) parts.push(describeCondition(c));
  return parts.join(' · ');
}
