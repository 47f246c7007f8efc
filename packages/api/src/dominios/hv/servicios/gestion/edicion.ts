import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, MotivoCambioDatos } from '@talento/db';
import {
  camposPersonalesCambiados,
  CAMPOS_PERSONALES,
  hoyIso,
  MENSAJES_EDICION,
  mensajeEdicionExitosa,
  mensajeMedioFaltante,
  type DatosPersonales,
  type EntradaEditarCandidato,
} from '@talento/rules';
import { hashPassword } from '../../../../nucleo/sesion/password';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { registrarAuditoria } from '../../../../nucleo/auditoria';
import { actualizarPorcentajesHv } from '../resumen/completitud';
import { configNomina } from '../../../../nucleo/integraciones/nomina';
import { bloquearCandidatoHv } from './comun';
import { encolarNomina } from './nomina';

function datosDe(c: Candidato): DatosPersonales {
  return {
    nombre1: c.nombre1,
    nombre2: c.nombre2 ?? null,
    apellido1: c.apellido1,
    apellido2: c.apellido2 ?? null,
    email: c.email,
    telefonoOCelular: c.telefonoOCelular,
    whatsapp: c.whatsapp ?? null,
    fechaNacimiento: c.fechaNacimiento ? String(c.fechaNacimiento) : null,
  };
}

/** `hojasDeVida.datosEdicion`: what the edit modal opens with (personal fields, version, channels). */
export async function datosEdicion(em: EntityManager, candidatoId: number) {
  const c = await em.findOne(Candidato, candidatoId, { populate: ['claveHash'] });
  if (!c) throw noEncontrado();
  const motivos = await em.find(MotivoCambioDatos, { activo: true }, { orderBy: { nombre: 'asc' } });
  return {
    candidatoId: c.id,
    version: c.version,
    nombre1: c.nombre1,
    nombre2: c.nombre2 ?? null,
    apellido1: c.apellido1,
    apellido2: c.apellido2 ?? null,
    email: c.email,
    telefonoOCelular: c.telefonoOCelular,
    whatsapp: c.whatsapp ?? null,
    fechaNacimiento: c.fechaNacimiento ? String(c.fechaNacimiento) : null,
    contratado: c.estadoInforma === 1,
    tieneClave: !!c.claveHash,
    motivos: motivos.map((m) => ({ id: m.id, nombre: m.nombre })),
  };
}

/**
 * `hojasDeVida.editarCandidato` (spec 03 §5, §7): personal fields, optional password (argon2id hash of the
 * candidate's own login) and the channel, required when a personal field changed. For a hired candidate
 * (estado_informa 1) whose personal data changed, the update is queued for the payroll system in the same
 * transaction (contratoActualizador) when the integration is configured. The audit log keeps which
 * fields changed and the channel, never the values.
 */
export async function editarCandidato(
  ctx: Pick<ContextInner, 'em' | 'sesion' | 'ip'>,
  e: EntradaEditarCandidato,
  ahora: Date,
) {
  if (e.fechaNacimiento > hoyIso(ahora)) throw new AppError('BAD_REQUEST', MENSAJES_EDICION.fechaFutura);
  const nuevaClave = e.cambiarClave && e.nuevaClave ? await hashPassword(e.nuevaClave) : null;
  const resultado = await ctx.em.transactional(async (tx) => {
    const c = await bloquearCandidatoHv(tx, e.candidatoId, e.version);
    const despues: DatosPersonales = Object.fromEntries(
      CAMPOS_PERSONALES.map((k) => [k, e[k]]),
    ) as DatosPersonales;
    const cambiados = camposPersonalesCambiados(datosDe(c), despues);
    const faltaMedio = mensajeMedioFaltante(cambiados, e.motivoCambioId);
    if (faltaMedio) throw new AppError('BAD_REQUEST', faltaMedio);
    if (cambiados.length === 0 && !nuevaClave) throw new AppError('BAD_REQUEST', MENSAJES_EDICION.sinCambios);
    const motivo = e.motivoCambioId
      ? await tx.findOne(MotivoCambioDatos, { id: e.motivoCambioId, activo: true })
      : null;
    if (e.motivoCambioId && !motivo) throw new AppError('BAD_REQUEST', MENSAJES_EDICION.medioInexistente);

    Object.assign(c, despues);
    if (nuevaClave) c.claveHash = nuevaClave;
    const config = configNomina();
    const contratado = c.estadoInforma === 1 && cambiados.length > 0;
    if (contratado && config) await encolarNomina(tx, c.id, null, 'actualizacion', config.url);
    await tx.flush();
    // Name, e-mail, phone and birth date count in the personal completion percentage.
    if (cambiados.length > 0) await actualizarPorcentajesHv(tx, c.id);
    return {
      version: c.version,
      cambiados,
      contratoActualizador: contratado && !!config,
      nominaSinConfigurar: contratado && !config,
      motivoId: motivo?.id ?? null,
    };
  });
  await registrarAuditoria(
    ctx,
    'candidato_editado',
    'hojasDeVida.editarCandidato',
    {
      campos: resultado.cambiados,
      motivoCambioId: resultado.motivoId,
      claveCambiada: !!nuevaClave,
    },
    e.candidatoId,
  );
  return {
    version: resultado.version,
    contratoActualizador: resultado.contratoActualizador,
    mensaje: mensajeEdicionExitosa(resultado),
  };
}
