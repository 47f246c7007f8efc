import { EstadoVacio } from '@talento/ui';

/** "Mis pedidos": the orders of the user's companies with candidates sent to them (built in a later issue). */
export function MisPedidos() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Mis pedidos</h1>
      <EstadoVacio mensaje="Aún no hay pedidos con candidatos enviados a tu empresa." />
    </section>
  );
}
