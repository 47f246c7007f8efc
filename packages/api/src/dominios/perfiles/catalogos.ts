import { staffProcedure } from '../../nucleo/procedures';
import { catalogosPerfil } from './servicios/catalogos';
import { CatalogosPerfilDto } from './dto';

/** Characteristic types, competencies, values, position types, stock categories, job-board lists, SMMLV, limits. */
export const catalogos = staffProcedure('read_perfilseleccion', { alcanceCliente: false })
  .output(CatalogosPerfilDto)
  .query(({ ctx }) => catalogosPerfil(ctx.em, ctx.now()));
