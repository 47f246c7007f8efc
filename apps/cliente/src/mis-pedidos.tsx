import { EstadoVacio } from '@talento/ui';

/** "Mis pedidos": the orders of the user's companies with candidates sent to them (built in a later issue). */
export function MisPedidos() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Mis pedidos</h1>
      <EstadoVacio mensaje="En construcción: pronto verás aquí los pedidos de tu empresa con candidatos enviados, para revisarlos, validarlos y aprobarlos." />
    </section>
  );
}
