import { EnConstruccion } from '../../paginas/en-construccion';

export default function Pagina() {
  return <EnConstruccion titulo="Pedidos: cancelar" />;
}
