import { describe, expect, it } from 'vitest';
import { ESTADO_CANDIDATO_PEDIDO } from '../enums';
import { ESTADOS_IMPLICITOS, ESTADOS_MEDIDA_CANDIDATO, MEDIDAS_EMBUDO, embudoEnCero } from './medidas';
import { AYUDA_NIVEL_SERVICIO, CLAVES_TERMINO_NIVEL } from './nivel-servicio';

describe('medidas del embudo', () => {
  it('every measure has a Spanish label and help text, and the candidate ones a state list', () => {
    expect(MEDIDAS_EMBUDO).toHaveLength(10);
    for (const m of MEDIDAS_EMBUDO) {
      expect(m.etiqueta.length).toBeGreaterThan(3);
      expect(m.ayuda).toMatch(/periodo/);
      expect(m.clave in ESTADOS_MEDIDA_CANDIDATO).toBe(m.origen === 'candidatos');
    }
    expect(Object.values(embudoEnCero()).every((v) => v === 0)).toBe(true);
  });

  it('implied states are earlier valid states of the funnel', () => {
    for (const [estado, previos] of Object.entries(ESTADOS_IMPLICITOS)) {
      expect(ESTADO_CANDIDATO_PEDIDO.es(Number(estado))).toBe(true);
      for (const p of previos) expect(p).toBeLessThan(Number(estado));
    }
  });

  it('every service-level term has help text', () => {
    for (const c of [...CLAVES_TERMINO_NIVEL, 'K', 'nivelServicio'] as const)
      expect(AYUDA_NIVEL_SERVICIO[c].length).toBeGreaterThan(20);
  });
});
