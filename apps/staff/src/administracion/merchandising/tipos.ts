import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['administracion']['merchandising'];

/** Rows and answers of administracion.merchandising.* as the screens read them. */
export type AlmacenAdmin = Salidas['almacenes']['filas'][number];
export type RegionAdmin = Salidas['regiones'][number];
export type MercaderistaAdmin = Salidas['mercaderistas'][number];
export type RutasMercaderista = Salidas['rutas'];
export type DiaRuta = RutasMercaderista['dias'][number];
