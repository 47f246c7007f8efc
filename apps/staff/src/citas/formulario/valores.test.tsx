import { describe, expect, it } from 'vitest';
import type { CitaAReagendar } from './tipos';
import { valoresCrear, valoresReagendar } from './valores';

const ahora = new Date('2026-11-24T17:00:00Z');
const ref = (id: number, nombre: string) => ({ id, nombre });

function cita(fechaHoraEntrevista: Date): CitaAReagendar {
  return {
    id: 40,
    version: 3,
    candidato: {
      candidatoId: 8,
      espontaneoId: null,
      nombre: 'Ana Ruiz',
      documento: '1020',
      email: 'ana@correo.test',
      telefono: '300',
    },
    razonEntrevista: 0,
    razonReagendamiento: null,
    cliente: ref(5, 'La Sabana'),
    encargado: ref(2, 'Paula'),
    fechaHoraEntrevista,
    fechaHoraLlegada: null,
    comentario: null,
    estado1: null,
    estado2: ref(6, 'Reagendado'),
    referencia: ref(6, 'Otro'),
    otrosReferencia: 'Feria',
    citaPadreReagendadaId: null,
    citaReagendadaEnId: null,
    lugar: 'virtual',
    lugarDireccion: null,
    enlaceVirtual: 'https://meet.example.com/x',
    textoLugar: 'Videollamada: https://meet.example.com/x',
    duracionMinutos: 45,
    candidatoPedidoId: null,
    correoEnviado: true,
    sucursal: ref(3, 'Cali'),
    ciudad: null,
    usuarioCreador: ref(1, 'Admin'),
    createdAt: ahora,
    requisitos: [{ id: 90, requisitoId: 11, nombre: 'Antecedentes', revisado: false, vencida: false }],
  };
}

describe('valores del formulario de citas', () => {
  it('reagendar: precarga la cita y conserva su hora si sigue en el futuro', () => {
    const futura = new Date('2026-11-25T15:00:00Z');
    expect(valoresReagendar(cita(futura), ahora)).toEqual({
      citaId: 40,
      version: 3,
      razonReagendamiento: '',
      razonEntrevista: 0,
      clienteId: 5,
      encargadoId: 2,
      fechaHoraEntrevista: futura,
      comentario: '',
      referenciaId: 6,
      otrosReferencia: 'Feria',
      requisitoIds: [11],
      lugar: 'virtual',
      sucursalId: 3,
      lugarDireccion: '',
      enlaceVirtual: 'https://meet.example.com/x',
      duracionMinutos: 45,
    });
  });

  it('reagendar: una hora ya pasada se cambia por ahora + 30 minutos', () => {
    expect(valoresReagendar(cita(new Date('2026-11-24T14:00:00Z')), ahora).fechaHoraEntrevista).toEqual(
      new Date('2026-11-24T17:30:00Z'),
    );
  });

  it('crear: la hora por defecto cae en la grilla de 15 minutos del selector, sin segundos', () => {
    const raro = new Date('2026-11-24T17:07:42.123Z');
    expect(valoresCrear('80', { tipo: 'espontaneo', espontaneo: null }, raro).fechaHoraEntrevista).toEqual(
      new Date('2026-11-24T17:45:00Z'),
    );
  });

  it('crear: el registrado lleva su id; el espontáneo, los datos conocidos o vacíos', () => {
    expect(
      valoresCrear(
        '77',
        {
          tipo: 'registrado',
          candidato: { id: 9, nombre: 'X', documento: '77', email: 'x@y.co', telefono: '1' },
        },
        ahora,
      ),
    ).toMatchObject({ documento: '77', candidatoId: 9 });
    const conocido = { nombres: 'Lu', apellidos: 'Pe', email: 'l@p.co', telefono: '3' };
    expect(valoresCrear('78', { tipo: 'espontaneo', espontaneo: conocido }, ahora)).toMatchObject({
      documento: '78',
      espontaneo: conocido,
      fechaHoraEntrevista: new Date('2026-11-24T17:30:00Z'),
    });
    // The user's branch for an hour by default.
    expect(valoresCrear('78', { tipo: 'espontaneo', espontaneo: conocido }, ahora, 4)).toMatchObject({
      lugar: 'sucursal',
      sucursalId: 4,
      duracionMinutos: 60,
    });
    expect(valoresCrear('79', { tipo: 'espontaneo', espontaneo: null }, ahora).espontaneo).toEqual({
      nombres: '',
      apellidos: '',
      email: '',
      telefono: '',
    });
  });
});
