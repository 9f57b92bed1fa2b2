import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleLayout } from '@/app/layout/console-layout';
import { SignInRoute } from '@/app/routes/sign-in';

const AdminOrdersRoute = lazy(() => import('@/app/routes/admin-orders'));
const CurrencyRoute = lazy(() => import('@/app/routes/admin-currency'));
const SellersRoute = lazy(() => import('@/app/routes/admin-sellers'));
const CustomersRoute = lazy(() => import('@/app/routes/admin-customers'));
const CategoriesRoute = lazy(() => import('@/app/routes/admin-categories'));
const BannersRoute = lazy(() => import('@/app/routes/admin-banners'));
const ProductsRoute = lazy(() => import('@/app/routes/seller-products'));
const ProductEditRoute = lazy(() => import('@/app/routes/seller-product-edit'));
const SellerOrdersRoute = lazy(() => import('@/app/routes/seller-orders'));
const ChatRoute = lazy(() => import('@/app/routes/seller-chat'));

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<SignInRoute />} />
      <Route path="admin" element={<ConsoleLayout area="admin" />}>
        <Route index element={<Navigate to="orders" replace />} />
        <Route path="orders" element={<AdminOrdersRoute />} />
        <Route path="currency" element={<CurrencyRoute />} />
        <Route path="sellers" element={<SellersRoute />} />
        <Route path="customers" element={<CustomersRoute />} />
        <Route path="categories" element={<CategoriesRoute />} />
        <Route path="banners" element={<BannersRoute />} />
      </Route>
      <Route path="seller" element={<ConsoleLayout area="seller" />}>
        <Route index element={<Navigate to="products" replace />} />
        <Route path="products" element={<ProductsRoute />} />
        <Route path="products/new" element={<ProductEditRoute />} />
        <Route path="products/:id" element={<ProductEditRoute />} />
        <Route path="orders" element={<SellerOrdersRoute />} />
        <Route path="chat" element={<ChatRoute />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename="/console">
      <AppRoutes />
    </BrowserRouter>
  );
}
