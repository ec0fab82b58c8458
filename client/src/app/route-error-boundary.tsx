import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'

interface BoundaryProps {
  pathname: string
  children: ReactNode
}

interface BoundaryState {
  error?: Error
  pathname: string
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  /** Another page clears the error, as a data router's error element would be left behind. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <h2 className="font-bold text-2xl">Unexpected Application Error!</h2>
        <h3 className="mt-2 text-muted-foreground italic">{this.state.error.message}</h3>
      </main>
    )
  }
}

/**
 * What a page that throws while rendering (or whose chunk fails to load) shows instead of a
 * blank screen: the error page React Router's data router showed by default. Leaving for
 * another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>
}
