/**
 * The outbox's deliveries, one per kind of row (mensaje_saliente.tipo): which rows are due, how one row is delivered
 * and what the log says of each outcome. The server's worker (apps/server/src/outbox/trabajador.ts) only wires them:
 * one pg-boss job per row for mail and push (retried by the queue's back-off), a periodic pass for the external
 * systems (ERP/payroll, test platform), whose rows wait their own back-off (`proximo_intento`). A delivery whose
 * system is not configured does not run: its rows stay Pendiente, never reported as sent, and the log says why.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { TipoMensajeSaliente } from '@talento/rules';
import { alEntregarCorreo } from './dominios/citas/servicios/correo-entregado';
import { entregarErp } from './dominios/contratacion/servicios/entrega-erp';
import { entregarNomina } from './dominios/hv/servicios/gestion/entregar-nomina';
import {
  entregarPush,
  type MensajePush,
  type RespuestaPush,
  type ResultadoPush,
} from './dominios/merchandising/notificaciones/servicios/entregar-push';
import { clienteErpHttp, type ConfigErp } from './nucleo/integraciones/erp';
import { enviarANomina } from './nucleo/integraciones/nomina';
import { clientePruebasHttp, type ConfigPruebas } from './nucleo/integraciones/pruebas';
import { entregarPruebas } from './nucleo/integraciones/pruebas-outbox';
import { entregarMensaje, type Correo } from './nucleo/outbox/entregar-correo';
import { contarPendientesDe, pendientesDe } from './nucleo/outbox/filas';
import { REINTENTOS_INTEGRACIONES } from './nucleo/outbox/respuesta';

/** What one attempt ended in, for every kind (a push to a device without a token is closed as `sinToken`). */
export type ResultadoDeEntrega = ResultadoPush;

/** The log line of each outcome worth a line ('omitido': another worker had it, nothing to say). */
type Textos = Partial<Record<Exclude<ResultadoDeEntrega['resultado'], 'omitido'>, string>>;

export interface EntregaDeTipo {
  tipo: TipoMensajeSaliente;
  /** 'cola': one pg-boss job per row, retried by the queue; 'periodica': a pass over the due rows every interval. */
  modo: 'cola' | 'periodica';
  /** The due rows, oldest first. */
  pendientes(limite: number): Promise<number[]>;
  /** One attempt on one row (locked for it: two workers never deliver a row twice). */
  entregar(id: number): Promise<ResultadoDeEntrega>;
  textos: Textos;
}

/** A kind whose system is not configured: its rows wait, and `aviso` (with the count) says so in the log. */
export interface EntregaSinConfigurar {
  tipo: TipoMensajeSaliente;
  aviso: string;
  contarPendientes(): Promise<number>;
}

/** The systems the server has configured (null: not configured) and how many attempts each kind gets. */
export interface SistemasDeEntrega {
  /** The SMTP transport. */
  correo: ((correo: Correo) => Promise<void>) | null;
  /** The push provider's client. */
  push: ((mensaje: MensajePush) => Promise<RespuestaPush>) | null;
  /** The payroll/ERP system: CV sends ('nomina') and ERP calls ('erp'). */
  erp: ConfigErp | null;
  pruebas: ConfigPruebas | null;
  /** Attempts of an e-mail or push before Error. */
  intentosCola: number;
  /** Attempts of a call to an external system before Error (each after its back-off). */
  intentosIntegraciones?: number;
}

type Declaracion = Omit<EntregaDeTipo, 'pendientes' | 'tipo'> & { pendientes?: EntregaDeTipo['pendientes'] };

/** Every kind of outbox row with its delivery, or why it is not delivered. */
export function entregasOutbox(
  orm: MikroORM,
  s: SistemasDeEntrega,
): { activas: EntregaDeTipo[]; sinConfigurar: EntregaSinConfigurar[] } {
  const intentosIntegraciones = s.intentosIntegraciones ?? REINTENTOS_INTEGRACIONES.intentos;
  const { correo, push, erp, pruebas } = s;
  const clienteErp = erp ? clienteErpHttp(erp) : null;
  const clientePruebas = pruebas ? clientePruebasHttp(pruebas) : null;
  const pendientes = (tipo: TipoMensajeSaliente) => (limite: number) => pendientesDe(orm, tipo, limite);
  // The external systems' rows are due once their back-off has passed.
  const vencidas = (tipo: TipoMensajeSaliente) => (limite: number) =>
    pendientesDe(orm, tipo, limite, new Date());

  const declaradas: Record<TipoMensajeSaliente, { entrega: Declaracion | null; aviso: string }> = {
    [TipoMensajeSaliente.CORREO]: {
      entrega: correo && {
        modo: 'cola',
        entregar: (id) =>
          entregarMensaje(orm, id, {
            intentosMaximos: s.intentosCola,
            enviar: correo,
            alEntregar: alEntregarCorreo,
          }),
        textos: {
          enviado: 'outbox: correo enviado',
          reintentar: 'outbox: fallo al enviar, se reintentará',
          error: 'outbox: correo marcado con error',
        },
      },
      aviso: 'outbox: SMTP_URL no está configurado; los correos quedan Pendientes y no se envían',
    },
    [TipoMensajeSaliente.PUSH]: {
      entrega: push && {
        modo: 'cola',
        entregar: (id) => entregarPush(orm, id, { intentosMaximos: s.intentosCola, enviar: push }),
        textos: {
          enviado: 'outbox: notificación enviada al dispositivo',
          sinToken: 'outbox: dispositivo sin token de notificaciones; el teléfono la recoge al consultar',
          reintentar: 'outbox: fallo al enviar la notificación, se reintentará',
          error: 'outbox: notificación marcada con error',
        },
      },
      aviso:
        'outbox: PUSH_CUENTA_SERVICIO no está configurado; las notificaciones quedan Pendientes y los teléfonos las recogen al consultar',
    },
    [TipoMensajeSaliente.NOMINA]: {
      entrega: erp && {
        modo: 'periodica',
        pendientes: vencidas(TipoMensajeSaliente.NOMINA),
        entregar: (id) =>
          entregarNomina(orm, id, {
            intentosMaximos: intentosIntegraciones,
            enviar: (payload, clave) => enviarANomina(erp, payload, fetch, clave),
          }),
        textos: {
          enviado: 'outbox: hoja de vida enviada al sistema de nómina',
          rechazado: 'outbox: el sistema de nómina rechazó la hoja de vida',
          reintentar: 'outbox: fallo al enviar la hoja de vida, se reintentará',
          error: 'outbox: hoja de vida marcada con error',
        },
      },
      aviso: 'outbox: ERP_URL no está configurado; las hojas de vida para nómina quedan Pendientes',
    },
    [TipoMensajeSaliente.ERP]: {
      entrega: erp &&
        clienteErp && {
          modo: 'periodica',
          pendientes: vencidas(TipoMensajeSaliente.ERP),
          entregar: (id) =>
            entregarErp(orm, id, { intentosMaximos: intentosIntegraciones, erp: clienteErp, config: erp }),
          textos: {
            enviado: 'outbox: llamada al ERP enviada al sistema de nómina',
            rechazado: 'outbox: el sistema de nómina rechazó la llamada al ERP',
            reintentar: 'outbox: fallo al enviar la llamada al ERP, se reintentará',
            error: 'outbox: llamada al ERP marcada con error',
          },
        },
      aviso: 'outbox: ERP_URL no está configurado; las llamadas al ERP quedan Pendientes',
    },
    [TipoMensajeSaliente.PRUEBAS]: {
      entrega: clientePruebas && {
        modo: 'periodica',
        pendientes: vencidas(TipoMensajeSaliente.PRUEBAS),
        entregar: (id) =>
          entregarPruebas(orm, id, { intentosMaximos: intentosIntegraciones, cliente: clientePruebas }),
        textos: {
          enviado: 'outbox: llamada enviada a la plataforma de pruebas',
          rechazado: 'outbox: la plataforma de pruebas rechazó la llamada',
          reintentar: 'outbox: fallo al llamar a la plataforma de pruebas, se reintentará',
          error: 'outbox: llamada a la plataforma de pruebas marcada con error',
        },
      },
      aviso:
        'outbox: PRUEBAS_URL no está configurado; las llamadas a la plataforma de pruebas quedan Pendientes',
    },
  };

  const activas: EntregaDeTipo[] = [];
  const sinConfigurar: EntregaSinConfigurar[] = [];
  for (const [tipo, { entrega, aviso }] of Object.entries(declaradas) as [
    TipoMensajeSaliente,
    (typeof declaradas)[TipoMensajeSaliente],
  ][]) {
    if (entrega) activas.push({ tipo, pendientes: pendientes(tipo), ...entrega });
    else sinConfigurar.push({ tipo, aviso, contarPendientes: () => contarPendientesDe(orm, tipo) });
  }
  return { activas, sinConfigurar };
}
