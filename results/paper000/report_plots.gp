# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set output 'pareto_triple_pendulum.png'
set title 'Pareto front: Paper 000 reproduced: triple pendulum, AB4 with constraint corrections'
set xlabel 'wall time of the integration (s)'
set ylabel 'distance of tip D from the reference at t = 5 s (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
set key bottom left box opaque
plot 'pareto_triple_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_triple_pendulum.dat' index 2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at an error level', \
  'pareto_triple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set terminal pngcairo size 1120,440 font ',9' noenhanced
set output 'families_triple_pendulum.png'
set xrange [0.0610579:2.04235]
set yrange [1.51894e-07:1.98255e-05]
set xlabel 'wall time (s)'
set ylabel 'error'
set key bottom left opaque font ',7' samplen 1.5 spacing 0.85
set multiplot layout 1,2 title 'By integrator family: Paper 000 reproduced: triple pendulum, AB4 with constraint corrections; error: distance of tip D from the reference at t = 5 s (m)'
set title 'AB4 + rgcp'
plot 'families_triple_pendulum.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'nacf af', \
  'families_triple_pendulum.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nacf uke', \
  'families_triple_pendulum.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'rpcf-ep af', \
  'families_triple_pendulum.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'rpcf-ep uke'
set title 'AB4 + direct'
plot 'families_triple_pendulum.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'nacf af', \
  'families_triple_pendulum.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nacf uke', \
  'families_triple_pendulum.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'rpcf-ep af', \
  'families_triple_pendulum.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'rpcf-ep uke'
unset multiplot
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_triple_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:20]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 000 reproduced: triple pendulum, AB4 with constraint corrections'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'rgcp/nacf/uke', \
  'time_series_triple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rgcp/rpcf-ep/uke'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'rgcp/nacf/uke', \
  'time_series_triple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rgcp/rpcf-ep/uke'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
