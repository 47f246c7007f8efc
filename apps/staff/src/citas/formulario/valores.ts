import {
  CITA_LIMITES,
  fechaCitaPorDefecto,
  fechaCitaValida,
  type CamposFormularioCita,
} from '@talento/rules';
import type { BusquedaDocumento, CitaAReagendar, ValoresCrearCita, ValoresReagendarCita } from './tipos';

/**
 * A new appointment: nothing chosen, the interview now + 30 minutes on the picker's grid (spec 03 §9), at the user's
 * branch for an hour.
 */
export function camposNuevos(ahora: Date, sucursalId: number | null = null): CamposFormularioCita {
  return {
    fechaHoraEntrevista: fechaCitaPorDefecto(ahora),
    lugar: 'sucursal',
    sucursalId,
    lugarDireccion: '',
    enlaceVirtual: '',
    duracionMinutos: CITA_LIMITES.duracionPorDefecto,
    comentario: '',
    referenciaId: null,
    otrosReferencia: '',
    requisitoIds: [],
  };
}

/** The create form for a document as found: the registered candidate's id, or the spontaneous data known. */
export function valoresCrear(
  documento: string,
  encontrado: BusquedaDocumento,
  ahora: Date,
  sucursalId: number | null = null,
): ValoresCrearCita {
  const base = { ...camposNuevos(ahora, sucursalId), documento };
  if (encontrado.tipo === 'registrado') return { ...base, candidatoId: encontrado.candidato.id };
  return {
    ...base,
    espontaneo: encontrado.espontaneo ?? { nombres: '', apellidos: '', email: '', telefono: '' },
  };
}

/**
 * The reschedule form, pre-filled from the appointment; its time stays when still ahead, else now + 30 minutes
 * (a past time could not be saved).
 */
export function valoresReagendar(cita: CitaAReagendar, ahora: Date): ValoresReagendarCita {
  const fecha = fechaCitaValida(cita.fechaHoraEntrevista, ahora)
    ? cita.fechaHoraEntrevista
    : fechaCitaPorDefecto(ahora);
  return {
    citaId: cita.id,
    version: cita.version,
    razonReagendamiento: '',
    razonEntrevista: cita.razonEntrevista,
    clienteId: cita.cliente?.id ?? null,
    encargadoId: cita.encargado.id,
    fechaHoraEntrevista: fecha,
    comentario: cita.comentario ?? '',
    referenciaId: cita.referencia?.id ?? null,
    otrosReferencia: cita.otrosReferencia ?? '',
    requisitoIds: cita.requisitos.map((r) => r.requisitoId),
    lugar: cita.lugar,
    sucursalId: cita.sucursal?.id ?? null,
    lugarDireccion: cita.lugarDireccion ?? '',
    enlaceVirtual: cita.enlaceVirtual ?? '',
    duracionMinutos: cita.duracionMinutos,
  };
}
