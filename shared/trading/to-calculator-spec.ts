// A catalogue entry as the calculator takes it, with the register's leverage cap for the
// visitor's entity. Apart from calculator-spec.ts so the calculator page's start-up code (which
// only unpacks the specs its loader made) does not carry the entity register.
import type { InstrumentSpec } from './instrument.ts';
import { leverageCap, type ClientCategory, type Entity } from '../company/entities.ts';
import type { CalculatorSpec } from './calculator-spec.ts';

export function toCalculatorSpec(s: InstrumentSpec, entity: Entity, category: ClientCategory = 'retail'): CalculatorSpec {
  return {
    symbol: s.symbol, description: s.description, assetClass: s.assetClass, digits: s.digits, pipSize: s.pipSize,
    contractSize: s.contractSize, calcMode: s.calcMode, marginRate: s.marginRate, marginCurrency: s.marginCurrency,
    profitCurrency: s.profitCurrency, swapType: s.swapType, swapLong: s.swapLong, swapShort: s.swapShort,
    tripleSwapDay: s.tripleSwapDay, minVolume: s.minVolume, maxVolume: s.maxVolume, volumeStep: s.volumeStep,
    maxLeverage: leverageCap(entity, category, s.group),
  };
}
