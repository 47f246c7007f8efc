import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallaDeCarga } from './falla-de-carga';

/** A page's code that could not be downloaded (Chromium, Firefox, Safari, and Vite's preload of its styles). */
const FALLA_DE_MODULO = /dynamically imported module|importing a module script failed|unable to preload/i;

export function esFallaDeModulo(error: unknown): boolean {
  const mensaje = (error as { message?: unknown } | null)?.message;
  return typeof mensaje === 'string' && FALLA_DE_MODULO.test(mensaje);
}

interface Props {
  children: ReactNode;
  /** Called before drawing the page again (the shells pass React Query's error reset, so its queries ask again). */
  alReintentar?: () => void;
}

/**
 * What a shell draws in place of a page that could not be loaded: a query that failed with nothing to show (the query
 * client throws those here, see packages/conexion) or a page whose code did not download. "No se pudo cargar la
 * información." with "Reintentar", never an endless spinner nor a blank page; when the browser's connection returns it
 * retries by itself. A page's code that failed to download cannot be asked for again without loading the app again.
 * The shells give it `key={ruta}`, so going to another page starts afresh.
 */
export class LimiteDeCarga extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Página no cargada', error, info.componentStack);
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.reintentar);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.reintentar);
  }

  reintentar = (): void => {
    const { error } = this.state;
    if (error === null) return;
    if (esFallaDeModulo(error)) {
      window.location.reload();
      return;
    }
    this.props.alReintentar?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return <FallaDeCarga onReintentar={this.reintentar} />;
    return this.props.children;
  }
}
