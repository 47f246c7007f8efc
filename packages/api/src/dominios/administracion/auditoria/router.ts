/**
 * Administración › Auditoría (read_auditoria): every administration change, login, failed login, password link and
 * deactivation, with who, when, from where and before/after. Read only: no procedure updates or deletes a row (and a
 * trigger refuses it).
 */
import { FiltroAuditoria } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { PaginaAuditoriaDto } from './dto';
import { listarAuditoria } from './servicios/listar';

const auditor = staffProcedure('read_auditoria', { alcanceCliente: false });

export const auditoriaRouter = router({
  listar: auditor
    .input(FiltroAuditoria)
    .output(PaginaAuditoriaDto)
    .query(({ ctx, input }) => listarAuditoria(ctx.em, input)),
});
