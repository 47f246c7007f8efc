import { CitaSchema } from './cita';
import { EstadoCitaSchema } from './estado-cita';
import { ReferenciaCitaSchema } from './referencia-cita';
import { RequisitoCitaSchema } from './requisito-cita';

export * from './cita';
export * from './estado-cita';
export * from './referencia-cita';
export * from './requisito-cita';

/** Appointments domain (spec 03 §3 "Appointment (cita)"). */
export const citasEntities = [CitaSchema, EstadoCitaSchema, ReferenciaCitaSchema, RequisitoCitaSchema];
