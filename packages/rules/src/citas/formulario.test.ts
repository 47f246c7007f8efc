import { describe, expect, it } from 'vitest';
import { validarFormularioCrearCita, validarFormularioReagendarCita } from './formulario';
import { MENSAJES_CITAS as M } from './mensajes';

const ahora = new Date('2026-11-24T17:00:00Z'); // 12:00 in Bogotá
const manana = new Date('2026-11-25T15:00:00Z');
const base = {
  documento: '1020304050',
  candidatoId: 7,
  razonEntrevista: 1,
  encargadoId: 3,
  fechaHoraEntrevista: manana,
  comentario: '',
  otrosReferencia: '',
  requisitoIds: [],
};

describe('formulario de crear cita', () => {
  it('acepta una cita completa y entrega la salida del esquema', () => {
    const r = validarFormularioCrearCita(base, ahora);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.datos).toMatchObject({
        documento: '1020304050',
        candidatoId: 7,
        reagendarExistente: false,
        fechaHoraEntrevista: manana,
      });
  });

  it('muestra a la vez encargado, cliente (razón 0), "otra" referencia y fecha pasada', () => {
    const r = validarFormularioCrearCita(
      {
        ...base,
        encargadoId: undefined,
        razonEntrevista: 0,
        clienteId: null,
        referenciaId: 6,
        fechaHoraEntrevista: new Date('2026-11-24T16:00:00Z'),
      },
      ahora,
    );
    expect(r).toEqual({
      ok: false,
      errores: {
        encargadoId: M.encargadoRequerido,
        clienteId: M.clienteRequerido,
        otrosReferencia: M.otrosReferenciaRequerido,
        fechaHoraEntrevista: M.fechaPasada,
      },
    });
  });

  it('una fecha pasada se rechaza aunque lo demás esté bien (un minuto de gracia)', () => {
    expect(
      validarFormularioCrearCita({ ...base, fechaHoraEntrevista: new Date('2026-11-24T16:59:30Z') }, ahora)
        .ok,
    ).toBe(true);
    expect(
      validarFormularioCrearCita({ ...base, fechaHoraEntrevista: new Date('2026-11-24T16:58:00Z') }, ahora),
    ).toEqual({ ok: false, errores: { fechaHoraEntrevista: M.fechaPasada } });
  });

  it('el espontáneo: correo con el mensaje del spec y teléfono solo con números', () => {
    const r = validarFormularioCrearCita(
      {
        ...base,
        candidatoId: undefined,
        espontaneo: { nombres: 'Ana', apellidos: 'Ruiz', email: 'ana@', telefono: '300-12' },
      },
      ahora,
    );
    expect(r).toEqual({
      ok: false,
      errores: { 'espontaneo.email': M.correoInvalido, 'espontaneo.telefono': M.telefonoInvalido },
    });
  });

  it('sin fecha pide la fecha', () => {
    expect(validarFormularioCrearCita({ ...base, fechaHoraEntrevista: null }, ahora)).toEqual({
      ok: false,
      errores: { fechaHoraEntrevista: M.fechaRequerida },
    });
  });
});

describe('formulario de reagendar cita', () => {
  const reagendar = {
    citaId: 9,
    version: 2,
    razonReagendamiento: 'El candidato pidió otro día',
    razonEntrevista: 1,
    encargadoId: 3,
    fechaHoraEntrevista: manana,
    requisitoIds: [4],
  };

  it('exige la razón del reagendamiento', () => {
    expect(validarFormularioReagendarCita({ ...reagendar, razonReagendamiento: '  ' }, ahora)).toEqual({
      ok: false,
      errores: { razonReagendamiento: M.razonReagendamientoRequerida },
    });
    const r = validarFormularioReagendarCita(reagendar, ahora);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.datos).toMatchObject({
        citaId: 9,
        requisitoIds: [4],
        razonReagendamiento: 'El candidato pidió otro día',
      });
  });
});
