import { router } from '../../nucleo/trpc';
import { cargos, profesiones } from './catalogos';
import { criterios } from './criterios';
import { palabra } from './palabra';

/** `busqueda.*` — keyword and criteria CV search (spec 03 §2) and their typeaheads. */
export const busquedaRouter = router({ palabra, criterios, profesiones, cargos });
