# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_six_body_chain.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: six_body_chain'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_six_body_chain.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_six_body_chain.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_six_body_chain.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_six_body_chain.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: relative ALI3-P dt=0.002', \
  'pareto_six_body_chain.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: relative ALI3-P dt=0.0005', \
  'pareto_six_body_chain.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_six_body_chain.png'
set xrange [0.00325067:0.831194]
set yrange [1.81771e-06:0.00197933]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: six_body_chain; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_six_body_chain.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_six_body_chain.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_six_body_chain.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative-velocity-transformation'
plot 'families_six_body_chain.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_six_body_chain.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:2]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: six_body_chain'
set title 'the runs not drawn are zero throughout'
set ylabel 'max |C| (position violation)'
set yrange [1e-18:1]
plot 1e-300 notitle
set autoscale y
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_six_body_chain.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.002', \
  'time_series_six_body_chain.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.0005'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_four_bar.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: four_bar'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_four_bar.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_four_bar.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_four_bar.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_four_bar.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: relative ALI3-P dt=0.004', \
  'pareto_four_bar.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: relative ALI3-P dt=0.002', \
  'pareto_four_bar.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: relative ALI3-P dt=0.0005', \
  'pareto_four_bar.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_four_bar.png'
set xrange [0.00661163:0.276628]
set yrange [2.09559e-07:0.000921001]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: four_bar; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_four_bar.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_four_bar.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_four_bar.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative-velocity-transformation'
plot 'families_four_bar.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_four_bar.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:1]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: four_bar'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_four_bar.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.002', \
  'time_series_four_bar.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.0005'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_four_bar.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.002', \
  'time_series_four_bar.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.0005'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_bricard.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: bricard'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_bricard.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_bricard.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_bricard.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_bricard.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: relative ALI3-P dt=0.004', \
  'pareto_bricard.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: relative ALI3-P dt=0.002', \
  'pareto_bricard.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: relative ALI3-P dt=0.0005', \
  'pareto_bricard.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_bricard.png'
set xrange [0.00469508:0.311624]
set yrange [9.52294e-09:3.59171e-05]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: bricard; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_bricard.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_bricard.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_bricard.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative-velocity-transformation'
plot 'families_bricard.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_bricard.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:1]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: bricard'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_bricard.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.004', \
  'time_series_bricard.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.002'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_bricard.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.004', \
  'time_series_bricard.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.002'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_vehicle.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: vehicle'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_vehicle.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_vehicle.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_vehicle.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_vehicle.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: relative ALI3-P dt=0.004', \
  'pareto_vehicle.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: rpcf-ep ALI3-P dt=0.002', \
  'pareto_vehicle.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: rpcf-ep ALI3-P dt=0.0005', \
  'pareto_vehicle.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_vehicle.png'
set xrange [0.0850534:10.3238]
set yrange [9.29987e-09:1.90809e-05]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: vehicle; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_vehicle.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_vehicle.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_vehicle.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative-velocity-transformation'
plot 'families_vehicle.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_vehicle.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:1]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: vehicle'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_vehicle.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.004', \
  'time_series_vehicle.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rpcf-ep ALI3-P dt=0.002'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_vehicle.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.004', \
  'time_series_vehicle.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rpcf-ep ALI3-P dt=0.002'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_revolute_chain_n10.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n10'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_revolute_chain_n10.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_revolute_chain_n10.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_revolute_chain_n10.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_revolute_chain_n10.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: relative ALI3-P dt=0.002', \
  'pareto_revolute_chain_n10.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: relative ALI3-P dt=0.001', \
  'pareto_revolute_chain_n10.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_revolute_chain_n10.png'
set xrange [0.00288836:0.784655]
set yrange [5.27395e-07:0.000317242]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n10; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_revolute_chain_n10.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_revolute_chain_n10.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_revolute_chain_n10.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative-velocity-transformation'
plot 'families_revolute_chain_n10.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_revolute_chain_n10.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:1]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n10'
set title 'the runs not drawn are zero throughout'
set ylabel 'max |C| (position violation)'
set yrange [1e-18:1]
plot 1e-300 notitle
set autoscale y
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_revolute_chain_n10.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative ALI3-P dt=0.002', \
  'time_series_revolute_chain_n10.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative ALI3-P dt=0.001'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_revolute_chain_n100.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n100'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_revolute_chain_n100.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_revolute_chain_n100.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_revolute_chain_n100.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_revolute_chain_n100.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: relative ALI3-P dt=0.004', \
  'pareto_revolute_chain_n100.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: relative ALI3-P dt=0.002', \
  'pareto_revolute_chain_n100.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: relative ALI3-P dt=0.001', \
  'pareto_revolute_chain_n100.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1120,840 font ',9' noenhanced
set output 'families_revolute_chain_n100.png'
set xrange [0.026799:10.1416]
set yrange [7.55501e-08:4.40921e-05]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,2 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n100; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_revolute_chain_n100.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_revolute_chain_n100.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_revolute_chain_n100.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_revolute_chain_n1000.png'
set title 'Pareto front: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n1000'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest marker error over the run (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_revolute_chain_n1000.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_revolute_chain_n1000.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_revolute_chain_n1000.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_revolute_chain_n1000.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: relative ALI3-P dt=0.004', \
  'pareto_revolute_chain_n1000.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: relative ALI3-P dt=0.002', \
  'pareto_revolute_chain_n1000.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: relative ALI3-P dt=0.001', \
  'pareto_revolute_chain_n1000.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1120,840 font ',9' noenhanced
set output 'families_revolute_chain_n1000.png'
set xrange [0.0618019:35.4087]
set yrange [8.18376e-09:4.74598e-06]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,2 title 'By integrator family: Paper 001 reproduced: semi-recursive ALI3-P against global ALI3-P: revolute_chain_n1000; error: largest marker error over the run (m)'
set title 'nacf'
plot 'families_revolute_chain_n1000.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rpcf-ep'
plot 'families_revolute_chain_n1000.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'relative'
plot 'families_revolute_chain_n1000.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ALI3-P'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
