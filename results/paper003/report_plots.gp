# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_simple_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 003 reproduced: planar NACF against (x, y, theta): simple_pendulum'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_simple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_simple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_simple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_simple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_double_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 003 reproduced: planar NACF against (x, y, theta): double_pendulum'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_double_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_double_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_double_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_double_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_slider_crank.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 003 reproduced: planar NACF against (x, y, theta): slider_crank'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_slider_crank.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_slider_crank.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_slider_crank.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_slider_crank.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_planar_four_bar.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 003 reproduced: planar NACF against (x, y, theta): planar_four_bar'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_planar_four_bar.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_planar_four_bar.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_planar_four_bar.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_planar_four_bar.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_andrews_squeezer.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:0.03]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 003 reproduced: planar NACF against (x, y, theta): andrews_squeezer'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_andrews_squeezer.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_andrews_squeezer.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_andrews_squeezer.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'planar-nacf UKE + direct', \
  'time_series_andrews_squeezer.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'planar-xytheta UKE + direct'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
