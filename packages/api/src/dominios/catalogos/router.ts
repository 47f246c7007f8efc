import { router } from '../../nucleo/trpc';
import { ciudades } from './ciudades';
import { cliente } from './cliente';
import { clientes } from './clientes';
import { sucursales } from './sucursales';

export const catalogosRouter = router({ ciudades, sucursales, clientes, cliente });
