import { describe, expect, it } from 'vitest';
import {
  CamposRequisitoPersona,
  EntradaCrearTipoRequisito,
  esquemaFormularioRequisito,
  formularioEvidencia,
  FormularioTipoRequisito,
  MENSAJES_REQUISITOS,
  requisitoVigente,
  validarRequisitoPersona,
  venceEl,
} from './requisitos';

const base = { fechaRealizacion: '2026-11-01', puntaje: null, conceptoFinal: null, comentario: null };

describe('EntradaCrearTipoRequisito', () => {
  it('requires both name and validity days with the spec message', () => {
    for (const entrada of [
      { nombre: '', validezDias: 30 },
      { nombre: 'Examen', validezDias: '' },
      {},
      { nombre: '  ', validezDias: 10 },
    ]) {
      const r = EntradaCrearTipoRequisito.safeParse(entrada);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Debes llenar ambos campos para crear el requerimiento');
    }
    expect(EntradaCrearTipoRequisito.parse({ nombre: ' Examen visual ', validezDias: '90' })).toEqual({
      nombre: 'Examen visual',
      validezDias: 90,
    });
    expect(
      EntradaCrearTipoRequisito.safeParse({ nombre: 'X', validezDias: 0 }).error?.issues[0]?.message,
    ).toBe(MENSAJES_REQUISITOS.validezRango);
  });
});

describe('CamposRequisitoPersona', () => {
  it('parses FormData strings and bounds the score to 0–100', () => {
    const ok = CamposRequisitoPersona.parse({
      candidatoId: '5',
      requisitoId: '2',
      fechaRealizacion: '2026-10-01',
      resultado: '1',
      puntaje: '87,5',
      conceptoFinal: ' Apto ',
      comentario: '',
      esVisibleCliente: 'true',
    });
    expect(ok).toEqual({
      candidatoId: 5,
      requisitoId: 2,
      fechaRealizacion: '2026-10-01',
      resultado: 1,
      puntaje: 87.5,
      conceptoFinal: 'Apto',
      comentario: null,
      esVisibleCliente: true,
    });
    for (const puntaje of ['101', '-1', 'abc']) {
      expect(CamposRequisitoPersona.safeParse({ ...ok, puntaje }).error?.issues[0]?.message).toBe(
        MENSAJES_REQUISITOS.puntajeRango,
      );
    }
    expect(CamposRequisitoPersona.parse({ ...ok, puntaje: '0' }).puntaje).toBe(0);
    expect(CamposRequisitoPersona.parse({ ...ok, puntaje: '100' }).puntaje).toBe(100);
    expect(CamposRequisitoPersona.safeParse({ ...ok, requisitoId: '' }).error?.issues[0]?.message).toBe(
      MENSAJES_REQUISITOS.requisitoRequerido,
    );
  });
});

describe('validarRequisitoPersona', () => {
  const hoy = '2026-11-22';
  it('a test needs score and final concept; the comment only without an interview', () => {
    expect(validarRequisitoPersona(base, { esPrueba: true, tieneEntrevista: false, hoy })).toEqual({
      puntaje: MENSAJES_REQUISITOS.puntajeRequerido,
      conceptoFinal: MENSAJES_REQUISITOS.conceptoRequerido,
      comentario: MENSAJES_REQUISITOS.comentarioRequerido,
    });
    expect(validarRequisitoPersona(base, { esPrueba: true, tieneEntrevista: true, hoy })).toEqual({
      puntaje: MENSAJES_REQUISITOS.puntajeRequerido,
      conceptoFinal: MENSAJES_REQUISITOS.conceptoRequerido,
    });
    expect(
      validarRequisitoPersona(
        { ...base, puntaje: 0, conceptoFinal: 'Apto', comentario: 'ok' },
        { esPrueba: true, tieneEntrevista: false, hoy },
      ),
    ).toEqual({});
  });
  it('a non-test requirement needs none of them; a future date is refused', () => {
    expect(validarRequisitoPersona(base, { esPrueba: false, tieneEntrevista: false, hoy })).toEqual({});
    expect(
      validarRequisitoPersona(
        { ...base, fechaRealizacion: '2026-11-23' },
        { esPrueba: false, tieneEntrevista: false, hoy },
      ),
    ).toEqual({ fechaRealizacion: MENSAJES_REQUISITOS.fechaFutura });
  });
});

describe('requisitoVigente ("Vencida")', () => {
  it('valid while realisation date + validity days is after today', () => {
    expect(venceEl('2026-01-31', 30)).toBe('2026-03-02');
    expect(requisitoVigente('2026-11-01', 30, '2026-11-30')).toBe(true);
    expect(requisitoVigente('2026-11-01', 30, '2026-12-01')).toBe(false);
    expect(requisitoVigente('2026-11-01', 30, '2026-12-02')).toBe(false);
    expect(requisitoVigente('2024-02-28', 1, '2024-02-28')).toBe(true);
    expect(requisitoVigente('2024-02-28', 1, '2024-02-29')).toBe(false);
  });
});

describe('esquemaFormularioRequisito (el formulario "Agregar requerimiento")', () => {
  const esquema = esquemaFormularioRequisito({
    esPrueba: (id) => id === 7,
    tieneEntrevista: false,
    hoy: '2026-11-20',
  });
  const base = {
    candidatoId: 1,
    requisitoId: 3,
    fechaRealizacion: '2026-11-19',
    resultado: 1,
    puntaje: null,
    conceptoFinal: '',
    comentario: '',
    esVisibleCliente: false,
    archivo: [],
  };
  const errores = (cambios: Record<string, unknown>) =>
    Object.fromEntries(
      esquema.safeParse({ ...base, ...cambios }).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
        [],
    );

  it('aplica las reglas del tipo elegido y revisa cada archivo', () => {
    expect(errores({})).toEqual({});
    expect(errores({ requisitoId: 7 })).toEqual({
      puntaje: MENSAJES_REQUISITOS.puntajeRequerido,
      conceptoFinal: MENSAJES_REQUISITOS.conceptoRequerido,
      comentario: MENSAJES_REQUISITOS.comentarioRequerido,
    });
    expect(errores({ fechaRealizacion: '2026-11-21' })).toEqual({
      fechaRealizacion: MENSAJES_REQUISITOS.fechaFutura,
    });
    expect(
      Object.keys(errores({ archivo: [{ name: 'virus.exe', type: 'application/x-msdownload', size: 10 }] })),
    ).toEqual(['archivo.0']);
    expect(errores({ archivo: [{ name: 'acta.pdf', type: 'application/pdf', size: 10 }] })).toEqual({});
  });

  it('los números del formulario son números: sin requerimiento elegido, el mensaje del campo; el texto vacío sale como null', () => {
    expect(errores({ requisitoId: undefined })).toEqual({
      requisitoId: MENSAJES_REQUISITOS.requisitoRequerido,
    });
    expect(errores({ requisitoId: '3' })).toEqual({ requisitoId: MENSAJES_REQUISITOS.requisitoRequerido });
    expect(errores({ puntaje: 100.5 })).toEqual({ puntaje: MENSAJES_REQUISITOS.puntajeRango });
    expect(
      esquema.parse({
        ...base,
        requisitoId: 7,
        puntaje: 87.5,
        conceptoFinal: ' Apto ',
        comentario: ' Bien ',
      }),
    ).toMatchObject({
      requisitoId: 7,
      puntaje: 87.5,
      conceptoFinal: 'Apto',
      comentario: 'Bien',
    });
    expect(esquema.parse(base)).toMatchObject({ conceptoFinal: null, comentario: null, puntaje: null });
  });
});

describe('formularios de tipo de requerimiento y evidencia', () => {
  it('el tipo pide nombre y días (número) con el mensaje de la especificación', () => {
    for (const entrada of [
      { nombre: 'Examen', validezDias: undefined },
      { nombre: ' ', validezDias: 30 },
    ]) {
      expect(FormularioTipoRequisito.safeParse(entrada).error?.issues[0]?.message).toBe(
        MENSAJES_REQUISITOS.tipoIncompleto,
      );
    }
    expect(
      FormularioTipoRequisito.safeParse({ nombre: 'Examen', validezDias: 4000 }).error?.issues[0]?.message,
    ).toBe(MENSAJES_REQUISITOS.validezRango);
    expect(FormularioTipoRequisito.parse({ nombre: ' Examen ', validezDias: 30 })).toEqual({
      nombre: 'Examen',
      validezDias: 30,
    });
  });

  it('la evidencia exige un archivo y lo revisa con la regla compartida', () => {
    expect(formularioEvidencia().safeParse({ archivo: null }).error?.issues[0]?.message).toBe(
      MENSAJES_REQUISITOS.archivoRequerido,
    );
    expect(
      formularioEvidencia().safeParse({
        archivo: { name: 'virus.exe', type: 'application/x-msdownload', size: 10 },
      }).success,
    ).toBe(false);
    expect(
      formularioEvidencia().safeParse({ archivo: { name: 'acta.pdf', type: 'application/pdf', size: 10 } })
        .success,
    ).toBe(true);
  });
});
