import { router } from '../../trpc';

/** `busqueda.* — keyword and criteria CV search (spec 03 §2) */
export const busquedaRouter = router({});
